package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Dice;

import java.util.List;

/**
 * How long a spell lasts (004 › Duration): instant, until the mage's turn in the next round, a stretch, until the
 * end of the shift, or while the mage concentrates. Concentration "ceases if you perform another action, take
 * damage, or fail a WIL roll for resisting fear"; a sudden disturbance asks a WIL roll that is not an action.
 * Chosen here: a parry or a dodge replaces the round's action and so is another action; a reaction spell, which
 * does not use the round's action (004 › Casting Time), is not.
 */
public final class Concentration {

    /** When an effect ends: never lasting, at the mage's turn in round {@code round}, a stretch, a shift, or broken. */
    public record Lasting(Spell.Duration duration, Integer untilRound, String until) {
    }

    /** A disturbance's WIL roll and whether concentration held. */
    public record Kept(SkillRoll roll, boolean held) {
    }

    private Concentration() {
    }

    /** 004 › Duration: when an effect cast in {@code round} ends. */
    public static Lasting lasting(Spell.Duration d, int round) {
        switch (d) {
            case INSTANT:
                return new Lasting(d, null, "occurs instantly and has no lasting effect");
            case ROUND:
                return new Lasting(d, round + 1, "until the mage's turn in round " + (round + 1));
            case STRETCH:
                return new Lasting(d, null, "one stretch of time");
            case SHIFT:
                return new Lasting(d, null, "until the end of the current shift");
            default:
                return new Lasting(d, null, "while the mage concentrates");
        }
    }

    /** Whether an effect lasting {@code l} has ended when it is the mage's turn in {@code round}. */
    public static boolean endedAtTurn(Lasting l, int round) {
        return l.duration() == Spell.Duration.INSTANT || (l.untilRound() != null && round >= l.untilRound());
    }

    /** Another action ends concentration: an action or a parry or dodge; a reaction spell does not. */
    public static boolean breaksOnAction(boolean usesRoundAction) {
        return usesRoundAction;
    }

    /** Damage ends concentration; no damage (all stopped by armor) does not. */
    public static boolean breaksOnDamage(int damageTaken) {
        return damageTaken > 0;
    }

    /** A failed WIL roll for resisting fear ends it. */
    public static boolean breaksOnFear(SkillRoll wilAgainstFear) {
        return !wilAgainstFear.succeeded();
    }

    /** A sudden disturbance: a WIL roll, not an action; concentration holds when it succeeds. */
    public static Kept disturbed(Dice dice, Fighter mage, String disturbance) {
        SkillRoll roll = SkillRoll.roll(dice, mage.id(), "keep concentrating (" + disturbance + ")",
                mage.attributes().wil(), List.of(), Pushing.conditionBanes(mage.conditions(), Attribute.WIL),
                DragonbaneRule.DURATION);
        return new Kept(roll, roll.succeeded());
    }
}
