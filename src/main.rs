fn main() {
    tablee::app::mount();
}
