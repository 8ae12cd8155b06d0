package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;

/**
 * A character's attributes, each 3–18 (Dragonbane core rules › Attributes). JSON: {@code str con agl int wil cha}.
 */
public record Attributes(int str, int con, int agl, @SuppressWarnings("java:S116") int intelligence, int wil,
                         int cha) {

    public Attributes {
        check("str", str);
        check("con", con);
        check("agl", agl);
        check("int", intelligence);
        check("wil", wil);
        check("cha", cha);
    }

    private static void check(String name, int value) {
        if (value < 3 || value > 18) {
            throw RuleViolation.invalid("attribute-out-of-range", DragonbaneRule.ATTRIBUTES,
                    "an attribute is 3 to 18; " + name + " is " + value);
        }
    }

    public int get(Attribute a) {
        switch (a) {
            case STR:
                return str;
            case CON:
                return con;
            case AGL:
                return agl;
            case INT:
                return intelligence;
            case WIL:
                return wil;
            default:
                return cha;
        }
    }

    /** Dragonbane core rules › Base Chance, of this character's value of {@code a}. */
    public int baseChance(Attribute a) {
        return Attribute.baseChance(get(a));
    }
}
