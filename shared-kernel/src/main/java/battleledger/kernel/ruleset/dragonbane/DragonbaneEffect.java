package battleledger.kernel.ruleset.dragonbane;

/**
 * The effects a Dragonbane spell is composed of, shared with the engine's other spells in kind: damage, healing,
 * a condition, willpower drained, and a change to a pending action (a reaction spell's). Dice are per power level:
 * a power-2 spell of {@code 2d6} rolls {@code 4d6}.
 */
public sealed interface DragonbaneEffect {

    /** Damage to each target, dice per power level. */
    record Damage(String perPower) implements DragonbaneEffect {
    }

    /** Hit points healed, dice per power level. */
    record Heal(String perPower) implements DragonbaneEffect {
    }

    /** A condition the target takes (one of the six tied to attributes). */
    record Condition(String condition) implements DragonbaneEffect {
    }

    /** Willpower points drained from the target, dice per power level (004 › Zero WP: "Some spells can drain WP"). */
    record DrainWp(String perPower) implements DragonbaneEffect {
    }

    /** A pending action against the caster or an ally is changed: {@code change} says how (e.g. "bane"). */
    record ModifyPending(String change) implements DragonbaneEffect {
    }
}
