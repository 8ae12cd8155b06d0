package battleledger.kernel.model;

/** Which ruleset an encounter is played under (DESIGN.md, Rulesets): its name; what the ruleset does is a {@code ruleset.Ruleset}. */
public enum RulesetId {
    /** The D&D playtest rules of seed 001, with the options of seeds 000 and 003. */
    PLAYTEST,
    /** Dragonbane's magic, seed 004. */
    DRAGONBANE
}
