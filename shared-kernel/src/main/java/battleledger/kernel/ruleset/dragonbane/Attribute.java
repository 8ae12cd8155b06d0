package battleledger.kernel.ruleset.dragonbane;

/**
 * The six attributes (Dragonbane core rules › Attributes), each with the condition tied to it: a condition gives a
 * bane on every roll of its attribute (Dragonbane core rules › Conditions), and pushing a roll of that attribute
 * takes it (Dragonbane core rules › Pushing Your Roll).
 */
public enum Attribute {
    STR("exhausted"),
    CON("sickly"),
    AGL("dazed"),
    INT("angry"),
    WIL("scared"),
    CHA("disheartened");

    private final String condition;

    Attribute(String condition) {
        this.condition = condition;
    }

    /** The condition tied to this attribute: exhausted, sickly, dazed, angry, scared, disheartened. */
    public String condition() {
        return condition;
    }

    /** The JSON name: {@code str con agl int wil cha}. */
    public String key() {
        return name().toLowerCase();
    }

    public static Attribute of(String key) {
        for (Attribute a : values()) {
            if (a.key().equalsIgnoreCase(key) || a.condition.equalsIgnoreCase(key)) {
                return a;
            }
        }
        throw battleledger.kernel.RuleViolation.invalid("unknown-attribute",
                "no attribute or condition is called \"" + key + "\"; the attributes are str con agl int wil cha");
    }

    /**
     * The base chance of an attribute's value (Dragonbane core rules › Base Chance): 1–5 → 3, 6–8 → 4, 9–12 → 5,
     * 13–15 → 6, 16–18 → 7.
     */
    public static int baseChance(int value) {
        if (value <= 5) {
            return 3;
        }
        if (value <= 8) {
            return 4;
        }
        if (value <= 12) {
            return 5;
        }
        if (value <= 15) {
            return 6;
        }
        return 7;
    }
}
