//! pfeffersacke: rules engine, bots and texts (work in progress).
