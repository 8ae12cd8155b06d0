package battleledger.kernel.ruleset.dragonbane;

import java.util.List;
import java.util.Set;

/**
 * A Dragonbane spell as data: its school and rank (004 › Rank: no mechanical effect), whether it is a magic trick
 * (1 WP, automatic) or uses power levels (2 WP a level) or neither (always 2 WP) (004 › Power Level), its
 * requirements (004 › Requirements), casting time (004 › Casting Time), range (004 › Range), duration (004 ›
 * Duration), how a target may defend against it, and the shared effects it is made of.
 *
 * @param ingredient the ingredient consumed when the spell needs one, else null
 * @param defences   how a target may avoid it: "dodge", "parry", "resist:wil" (an attribute roll); an area spell
 *                   is dodged, not parried (004 › Area of Effect)
 * @param healing    a healing spell: power from the body cannot be used for it (004 › Power from the Body)
 * @param note       where the text gives no numbers, what this engine chose
 */
public record Spell(String id, String name, School school, int rank, Kind kind, Set<Requirement> requirements,
                    String ingredient, CastingTime castingTime, SpellRange range, Duration duration,
                    List<String> defences, List<DragonbaneEffect> effects, boolean healing, String note) {

    public enum Kind { TRICK, POWER_LEVELS, FIXED }

    public enum Requirement { WORD, GESTURE, FOCUS, INGREDIENT }

    /** An action, a reaction outside one's turn, or a ritual of a stretch or a shift (004 › Casting Time). */
    public enum CastingTime { ACTION, REACTION, STRETCH, SHIFT }

    /** 004 › Duration. */
    public enum Duration { INSTANT, ROUND, STRETCH, SHIFT, CONCENTRATION }

    /**
     * Personal, touch, a distance in meters, or an area that starts at the mage: a sphere of {@code meters} radius
     * or a cone {@code meters} long (004 › Range).
     */
    public record SpellRange(Shape shape, int meters) {
        public enum Shape { PERSONAL, TOUCH, DISTANCE, SPHERE, CONE }

        public static final SpellRange PERSONAL = new SpellRange(Shape.PERSONAL, 0);
        public static final SpellRange TOUCH = new SpellRange(Shape.TOUCH, 2);

        public static SpellRange meters(int m) {
            return new SpellRange(Shape.DISTANCE, m);
        }

        public static SpellRange sphere(int m) {
            return new SpellRange(Shape.SPHERE, m);
        }

        public static SpellRange cone(int m) {
            return new SpellRange(Shape.CONE, m);
        }

        public boolean area() {
            return shape == Shape.SPHERE || shape == Shape.CONE;
        }
    }

    public Spell {
        requirements = Set.copyOf(requirements);
        defences = List.copyOf(defences);
        effects = List.copyOf(effects);
        if ((ingredient != null) != requirements.contains(Requirement.INGREDIENT)) {
            throw new IllegalArgumentException(id + ": an ingredient is named exactly when it is a requirement");
        }
        if (range.area() && defences.contains("parry")) {
            throw new IllegalArgumentException(id + ": an area spell is dodged, not parried (004 › Area of Effect)");
        }
    }

    public boolean trick() {
        return kind == Kind.TRICK;
    }

    public boolean reaction() {
        return castingTime == CastingTime.REACTION;
    }

    public boolean ritual() {
        return castingTime == CastingTime.STRETCH || castingTime == CastingTime.SHIFT;
    }

    /** 004 › Power Level: 2 WP a power level; a spell without power levels 2 WP; a magic trick 1 WP. */
    public int cost(int power) {
        switch (kind) {
            case TRICK:
                return 1;
            case FIXED:
                return 2;
            default:
                return 2 * power;
        }
    }
}
