//! The Random Number Generator tool (to be written).
