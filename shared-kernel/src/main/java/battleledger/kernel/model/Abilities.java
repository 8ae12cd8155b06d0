package battleledger.kernel.model;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.rules.Playtest;

/**
 * A creature's six ability scores. Scores run from 1 to 30: "Adventurers can have scores as high as 20, and
 * monsters and divine beings can have scores as high as 30" (001 › Ability Scores).
 */
public record Abilities(int str, int dex, int con, int intelligence, int wis, int cha) {

    public static final int MIN_SCORE = 1;
    public static final int MAX_SCORE = 30;

    public static Abilities of(int str, int dex, int con, int intelligence, int wis, int cha) {
        return new Abilities(str, dex, con, intelligence, wis, cha);
    }

    public int score(Ability ability) {
        return switch (ability) {
            case STR -> str;
            case DEX -> dex;
            case CON -> con;
            case INT -> intelligence;
            case WIS -> wis;
            case CHA -> cha;
        };
    }

    public int modifier(Ability ability) {
        return modifierOf(score(ability));
    }

    /**
     * "Your ability modifier is your ability score minus 10 and divided by 2 (round down)" — 1 gives −5, 2–3 give
     * −4 … 30 gives +10 (001 › Ability Scores › Ability Modifiers).
     * <p>Cites {@code Playtest.ABILITY_MODIFIERS}.
     */
    public static int modifierOf(int score) {
        return Math.floorDiv(score - 10, 2);
    }

    /** Refuses scores outside 1–30. */
    public void validate() {
        for (Ability a : Ability.values()) {
            int s = score(a);
            if (s < MIN_SCORE || s > MAX_SCORE) {
                throw RuleViolation.invalid("ability-out-of-range", Playtest.ABILITY_SCORES,
                        a.code() + " is " + s + "; ability scores run from " + MIN_SCORE + " to " + MAX_SCORE);
            }
        }
    }
}
