package battleledger.kernel.magic;

import battleledger.kernel.grid.Area;

import java.util.List;

/**
 * A spell as data (001 › Magic › Reading a Spell Description): level (0 for a minor spell), school and classes,
 * components, casting time, range, what it targets, duration, the effects it is made of, its modes, whether it can
 * be a ritual, and what kind of creature it can affect.
 *
 * @param note where the rules texts give no numbers, what this engine chose and why
 */
public record SpellData(String id, String name, int level, String school, List<String> classes, Components components,
                        CastingTime castingTime, Range range, Targeting targeting, Duration duration,
                        List<SpellEffect> effects, List<String> modes, Ritual ritual, String affects, String note) {

    public SpellData {
        classes = List.copyOf(classes);
        effects = List.copyOf(effects);
        modes = List.copyOf(modes);
    }

    /** "Unless a spell's description says otherwise, a spell requires you to chant mystic words and complete
     * intricate hand motions" (001 › Magic › Spell Components). */
    public record Components(boolean verbal, boolean somatic, boolean material) {
        public static final Components VS = new Components(true, true, false);
        public static final Components VSM = new Components(true, true, true);

        /** "To be perceptible, the casting of a spell must involve a verbal, somatic, or material component." */
        public boolean perceptible() {
            return verbal || somatic || material;
        }
    }

    /** Whether others can see this spell being cast by {@code caster}: not when it has no components, nor when the
     * caster's magic is innate (000 › Perceiving a Caster at Work). */
    public boolean perceptibleWhenCastBy(battleledger.kernel.model.StatBlock caster) {
        return components.perceptible() && (caster.magic() == null || !caster.magic().innate());
    }

    public enum CastingTime { ACTION, REACTION, ACTION_OR_REACTION }

    /** Self, touch, or a distance in feet (001 › Magic › Range). */
    public record Range(Kind kind, int feet) {
        public enum Kind { SELF, TOUCH, FEET }

        public static Range feet(int feet) {
            return new Range(Kind.FEET, feet);
        }

        public static final Range SELF = new Range(Kind.SELF, 0);
        public static final Range TOUCH = new Range(Kind.TOUCH, 5);
    }

    /** What the caster picks: creatures (up to {@code max}), an area, itself, or a spell being cast. */
    public record Targeting(Kind kind, int max, Area area) {
        public enum Kind { CREATURES, AREA, SELF, SPELL }

        public static Targeting creatures(int max) {
            return new Targeting(Kind.CREATURES, max, null);
        }

        public static Targeting area(Area area) {
            return new Targeting(Kind.AREA, 0, area);
        }

        public static final Targeting SELF = new Targeting(Kind.SELF, 1, null);
        public static final Targeting SPELL = new Targeting(Kind.SPELL, 1, null);
    }

    /**
     * How long it lasts: instantaneous, rounds, minutes, hours, until dispelled, or until its trigger fires
     * (001 › Magic › Duration); {@code concentration}: it ends when the caster cannot act or casts another such spell.
     */
    public record Duration(Kind kind, int amount, boolean concentration) {
        public enum Kind { INSTANT, UNTIL_CASTERS_NEXT_TURN, ROUNDS, MINUTES, HOURS, UNTIL_DISPELLED, UNTIL_TRIGGERED }

        public static final Duration INSTANT = new Duration(Kind.INSTANT, 0, false);

        /** The duration in rounds (10 rounds a minute, 001 › Exploration › Time), or -1 when it has none. */
        public int rounds() {
            return switch (kind) {
                case ROUNDS -> amount;
                case MINUTES -> amount * 10;
                case HOURS -> amount * 600;
                default -> -1;
            };
        }
    }

    /** A ritual version: how long it takes, and the gold its components cost (001 › Magic › Rituals). */
    public record Ritual(int minutes, int gp) {
    }

    public boolean minor() {
        return level == 0;
    }

    public boolean reactionOnly() {
        return castingTime == CastingTime.REACTION;
    }

    /** Emanations and spreads wait for a sequence to end before they take hold (002 › Sequences). */
    public boolean zone() {
        return effects.stream().anyMatch(e -> e instanceof SpellEffect.Zone);
    }

    public boolean lasting() {
        return duration.kind() != Duration.Kind.INSTANT;
    }
}
