import { sweepInLanguage } from "./accessibility";

sweepInLanguage("/ar");
