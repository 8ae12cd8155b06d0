package battleledger.kernel.model;

/** The rulesets an encounter can be played under (DESIGN.md, Rulesets). */
public enum Ruleset {
    /** The D&D playtest rules of seed 001, with the options of seeds 000 and 003. */
    PLAYTEST,
    /** Dragonbane's magic, seed 004. */
    DRAGONBANE
}
