fn main() {
    println!("no benchmark yet");
}
