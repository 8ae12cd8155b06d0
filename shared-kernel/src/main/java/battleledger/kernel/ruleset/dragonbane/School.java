package battleledger.kernel.ruleset.dragonbane;

/**
 * The schools of magic, each cast with its own skill; general magic is cast with any school's skill (004 › Casting
 * Spells: "Any school can be used to cast general spells").
 */
public enum School {
    GENERAL(null),
    ANIMISM(Skills.ANIMISM),
    ELEMENTALISM(Skills.ELEMENTALISM),
    MENTALISM(Skills.MENTALISM);

    private final String skill;

    School(String skill) {
        this.skill = skill;
    }

    /** The skill a spell of this school is cast with; null for general magic (any school's skill). */
    public String skill() {
        return skill;
    }

    public String key() {
        return name().toLowerCase();
    }
}
