package battleledger.kernel.model;

/** The six abilities of 001 › Ability Scores, with the short names the API uses ("str", "dex", ...). */
public enum Ability {
    STR("str"), DEX("dex"), CON("con"), INT("int"), WIS("wis"), CHA("cha");

    private final String code;

    Ability(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static Ability fromCode(String code) {
        for (Ability a : values()) {
            if (a.code.equalsIgnoreCase(code)) {
                return a;
            }
        }
        return null;
    }
}
