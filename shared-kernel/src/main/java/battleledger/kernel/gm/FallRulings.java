package battleledger.kernel.gm;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.combat.Damage;
import battleledger.kernel.command.RulingCommand.RuleFall;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.RulingEvent.FallRuled;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Design;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.Combatant;

import java.util.List;

/**
 * A fall, as the GM rules it. 001 speaks of falling (a pit opening beneath you, 001 › Saving Throw Outcomes; feather
 * fall, 001 › Magic › Casting Time) but no rules text says what a fall does, so it is a ruling (DESIGN › Kinds of
 * events › ruling) with the engine's default, the one most tables know: 1d6 bludgeoning damage for every 10 feet
 * fallen, at most 20d6, and the creature lands prone. The GM may name other dice; the roll is stored, and the ruling
 * can be revoked like any other.
 */
public final class FallRulings {

    /** Feet of fall per die of damage, and the most dice, by the engine's default. */
    public static final int FEET_PER_DIE = 10;
    public static final int MOST_DICE = 20;

    private FallRulings() {
    }

    public static Outcome ruleFall(Facts f, RuleFall c) {
        Setup.gmOnly(f, "RuleFall");
        Combatant who = f.combatant(c.combatant(), "combatant");
        if (who.dead()) {
            throw RuleViolation.conflict("target-dead", Design.FALLING, who.stats().name() + " is dead");
        }
        if (c.feet() < 1 || c.feet() > 10_000) {
            throw RuleViolation.invalid("invalid-distance", "a fall is 1 to 10000 feet");
        }
        if (c.reason() != null && c.reason().length() > 200) {
            throw RuleViolation.invalid("out-of-bounds", "a reason is said in at most 200 characters");
        }
        // a fall of less than 10 feet does no damage by the default: there is no die to roll
        DiceExpression dice = c.damage() != null ? DiceExpression.parse(c.damage())
                : c.feet() < FEET_PER_DIE ? null : DiceExpression.of(Math.min(MOST_DICE, c.feet() / FEET_PER_DIE), 6);
        Outcome out = Outcome.of(new FallRuled(f.step(), f.by(), c.combatant(), c.feet(), c.damage(),
                dice == null ? null : dice.toString(), c.reason()));
        if (dice != null) {
            out = out.then(g -> damage(g, c, dice));
        }
        return out.then(g -> landsProne(g, c.combatant()));
    }

    private static Outcome damage(Facts f, RuleFall c, DiceExpression dice) {
        Roll roll = f.roll(c.combatant(), "falling damage", dice, List.of(), Design.FALLING);
        return Damage.deal(f, c.combatant(), new Damage.Blow("a fall of " + c.feet() + " feet", "bludgeoning", roll,
                roll.total(), false, false));
    }

    private static Outcome landsProne(Facts f, String id) {
        Combatant landed = f.battle().combatant(id);
        return landed == null || landed.dead() ? Outcome.none()
                : Afflictions.impose(f, id, Condition.PRONE, "a fall", "lands prone after a fall");
    }
}
