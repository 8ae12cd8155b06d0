package battleledger.kernel.magic;

import battleledger.kernel.model.Ability;
import battleledger.kernel.model.Condition;

/**
 * The reusable pieces a spell is made of. A spell is data: a list of these, resolved in order against its locked
 * targets. No spell has code of its own.
 */
public sealed interface SpellEffect {

    /** A saving throw against the caster's spell DC (10 + magic ability modifier, 001 › Magic › Spells and Saving
     * Throws): on a success, half damage or none.
     * <p>Cites {@code Playtest.SPELL_SAVES}. */
    record Save(Ability ability, boolean halfOnSuccess) {
    }

    /**
     * Damage to every target, rolled once for all of them (001 › Damage Rolls); {@code perSlotLevel} more dice for each
     * slot level above the spell's; a second part of another type ({@code alsoDice} {@code alsoType}) under the same
     * save; a save halves or negates.
     */
    record Damage(String dice, String type, String alsoDice, String alsoType, Save save, String perSlotLevel)
            implements SpellEffect {
        public static Damage of(String dice, String type, Save save, String perSlotLevel) {
            return new Damage(dice, type, null, null, save, perSlotLevel);
        }
    }

    /** A spell attack (melee or ranged) with the caster's magic ability; on a hit, its damage. */
    record Attack(boolean melee, String dice, String type) implements SpellEffect {
    }

    /** Hit points regained: the dice, plus the caster's magic ability modifier when {@code addModifier}. */
    record Heal(String dice, boolean addModifier) implements SpellEffect {
    }

    /** A condition imposed, unless the target saves; {@code bySource}: the caster is its source (charmed by ...). */
    record Afflict(Condition condition, Save save, boolean bySource) implements SpellEffect {
    }

    /** A bonus to Armor Class while the effect lasts. */
    record ArmorBonus(int amount) implements SpellEffect {
    }

    /** Resistance to the damage type chosen as the spell's mode, while the effect lasts. */
    record Resistance() implements SpellEffect {
    }

    /** Counters a spell being cast: automatically up to {@code automaticUpTo}, else a check of DC 10 + its level. */
    record Counter(int automaticUpTo) implements SpellEffect {
    }

    /** Turns a pending spell back on its caster: its targets become its caster, on a caster level check. */
    record Deflect() implements SpellEffect {
    }

    /** Changes the energy type of a pending spell to the one chosen as this spell's mode. */
    record ChangeEnergy() implements SpellEffect {
    }

    /** The targets leave the battle for somewhere else. */
    record Teleport() implements SpellEffect {
    }

    /** Falling targets float down safely. */
    record FeatherFall() implements SpellEffect {
    }

    /** The target cannot take reactions until the start of its next turn. */
    record NoReactions() implements SpellEffect {
    }

    /**
     * A zone around a point or creature: an emanation (fixed) or a spread (a cloud that moves {@code drift} feet a
     * round). Inside it, {@code silences} stops verbal components; {@code damage} hurts those who start their turn
     * there. It takes hold (and moves) only outside sequences (002 › Sequences).
     */
    record Zone(boolean spread, int radiusFeet, boolean silences, Damage damage, int drift) implements SpellEffect {
    }

    /**
     * A triggered effect left in place: when an enemy of its creator successfully casts a spell, that caster has it
     * deal (that spell's level) dice of this kind of damage to the creator.
     * <p>Cites {@code Dusk.TRIGGERED_EFFECT}.
     */
    record Rift(String die, String type) implements SpellEffect {
    }

    /** Holds another spell, cast at once when the contingency's trigger comes true. */
    record Contingency() implements SpellEffect {
    }
}
