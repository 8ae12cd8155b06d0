package battleledger.kernel.model;

/** Creature sizes, as in the Creature Size and Space table of 003. */
public enum Size {
    TINY, SMALL, MEDIUM, LARGE, HUGE, GARGANTUAN
}
