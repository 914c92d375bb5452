//! The score sheet, like the paper pad: one row per round, one column group per player.

use crate::app::use_ctx;
use leptos::prelude::*;

/// One row of the sheet: its label and, per player, the cells of that player's group.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetRow {
    pub label: String,
    pub cells: Vec<Vec<String>>,
}

#[component]
pub fn ScoreSheet(
    /// Player names, in seat order.
    names: Vec<String>,
    /// Headers of each player's cells, e.g. bid / tricks / points / total.
    headers: Vec<&'static str>,
    rows: Signal<Vec<SheetRow>>,
    #[prop(optional)] open: bool,
) -> impl IntoView {
    let ctx = use_ctx();
    let span = headers.len().to_string();
    let n = names.len();
    view! {
        <details class="panel sheet" data-testid="sheet" open=open>
            <summary>{ctx.t("Feuille de marque", "Score sheet")}</summary>
            <div class="sheet-scroll" tabindex="0" role="region" aria-label=ctx.t("Feuille de marque", "Score sheet")>
                <table>
                    <thead>
                        <tr>
                            <th scope="col" rowspan="2">{ctx.t("Manche", "Round")}</th>
                            {names.into_iter().map(|name| view! { <th scope="colgroup" colspan=span.clone()>{name}</th> }).collect_view()}
                        </tr>
                        <tr>
                            {(0..n).flat_map(|_| headers.clone()).map(|h| view! { <th scope="col" class="sub">{h}</th> }).collect_view()}
                        </tr>
                    </thead>
                    <tbody>
                        {move || rows.get().into_iter().map(|row| view! {
                            <tr>
                                <th scope="row">{row.label}</th>
                                {row.cells.into_iter().flatten().map(|c| view! { <td>{c}</td> }).collect_view()}
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
        </details>
    }
}
