package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.VitalsEvent.Healed;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Life;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.List;

/** Taking damage and regaining hit points, and what they do to life and death (001 › Damage and Dying). */
public final class Damage {

    private Damage() {
    }

    /**
     * What hits a creature: its source (an attacker's id, or a cause), the type, the damage rolled, whether it can be
     * reduced, and adjustments already made to it (a save that halved it).
     */
    public record Blow(String source, String type, Roll roll, int rolled, boolean nonlethal, boolean unreducible,
                       List<Modifier> before) {
        public Blow {
            before = before == null ? List.of() : List.copyOf(before);
        }

        public Blow(String source, String type, Roll roll, int rolled, boolean nonlethal, boolean unreducible) {
            this(source, type, roll, rolled, nonlethal, unreducible, List.of());
        }
    }

    // cites Playtest.HIT_POINTS
    public static Outcome deal(Facts f, String targetId, Blow blow) {
        Combatant target = f.battle().combatant(targetId);
        if (target == null || target.dead()) {
            return Outcome.none();
        }
        List<Modifier> adjustments = new ArrayList<>(blow.before());
        Roll reduction = null;
        int amount = Math.max(0, blow.rolled() + blow.before().stream().mapToInt(Modifier::value).sum());
        if (!blow.unreducible()) {
            if (target.has(Condition.Effect.DAMAGE_REDUCED_1D6)) {
                // "Damage against the creature is reduced by 1d6" (001 › Conditions › Intoxicated)
                reduction = f.roll(targetId, "damage reduction", DiceExpression.of(1, 6), List.of(),
                        Condition.INTOXICATED.rule());
                int cut = Math.min(amount, reduction.total());
                adjustments.add(new Modifier("intoxicated", -cut));
                amount -= cut;
            }
            Ruleset.Absorbed armor = f.ruleset().absorbs(target); // Dragonbane core rules › Armor
            if (armor != null) {
                int cut = Math.min(amount, armor.amount());
                adjustments.add(new Modifier(armor.source(), -cut));
                amount -= cut;
            }
            amount = typed(f.battle(), target, blow.type(), amount, adjustments);
            amount = ethereal(f, target, blow, amount, adjustments);
        }
        int before = target.hp();
        int after = Math.max(f.ruleset().hpFloor(), before - amount);
        if (blow.nonlethal() && target.vitals().life() == Life.ALIVE && after <= 0) {
            // "the target simply has 0 hit points and falls unconscious" (001 › Damage and Dying › Nonlethal Damage)
            adjustments.add(new Modifier("nonlethal: stops at 0", -(amount - before)));
            amount = before;
            after = 0;
        }
        Outcome out = Outcome.of(new DamageDealt(f.step(), targetId, blow.source(), blow.type(), blow.roll(),
                blow.rolled(), adjustments, reduction, amount, before, after));
        if (amount > 0 && target.vitals().life() == Life.DYING) {
            out = out.then(g -> Dying.damaged(g, target));
        }
        // "If the unconscious creature takes any damage, it begins dying" (001 › Damage and Dying › Nonlethal Damage):
        // a blow that did none (saved against, resisted, reduced to nothing) changes no one's life
        return after > 0 || amount == 0 ? out
                : out.then(g -> fall(g, g.battle().combatant(targetId), blow.nonlethal()));
    }

    // cites Playtest.DAMAGE_TYPE
    /** Resistance halves (rounding down), vulnerability doubles, immunity zeroes (001 › Damage Rolls). */
    static int typed(battleledger.kernel.state.Battle battle, Combatant target, String type, int amount,
                     List<Modifier> adjustments) {
        if (type == null) {
            return amount;
        }
        if (target.stats().immunities().contains(type)) {
            adjustments.add(new Modifier("immunity to " + type, -amount));
            return 0;
        }
        String warded = battleledger.kernel.magic.ActiveEffects.resistanceFrom(battle, target.id(), type);
        if (target.stats().resistances().contains(type) || warded != null) {
            adjustments.add(new Modifier("resistance to " + type + (warded == null ? "" : " (" + warded + ")"),
                    -(amount - amount / 2)));
            amount = amount / 2;
        }
        if (target.stats().vulnerabilities().contains(type)) {
            adjustments.add(new Modifier("vulnerability to " + type, amount));
            amount = amount * 2;
        }
        return amount;
    }

    /**
     * An ethereal creature "takes only half damage from non-ethereal sources and deals only half damage to
     * non-ethereal targets. Neither effect applies to force damage." (001 › Conditions › Ethereal)
     */
    static int ethereal(Facts f, Combatant target, Blow blow, int amount, List<Modifier> adjustments) {
        if ("force".equals(blow.type())) {
            return amount;
        }
        Combatant source = blow.source() == null ? null : f.battle().combatant(blow.source());
        boolean targetEthereal = target.has(Condition.ETHEREAL);
        boolean sourceEthereal = source != null && source.has(Condition.ETHEREAL);
        if (source != null && targetEthereal != sourceEthereal) {
            adjustments.add(new Modifier(targetEthereal ? "ethereal target" : "ethereal attacker",
                    -(amount - amount / 2)));
            return amount / 2;
        }
        return amount;
    }

    /** At 0 hit points or fewer: knocked out, dying, or dead. */
    static Outcome fall(Facts f, Combatant c, boolean nonlethal) {
        Ruleset.Fall fall = f.ruleset().fall(c, nonlethal);
        if (fall == null) {
            return Outcome.none();
        }
        Outcome out = Outcome.of(new LifeChanged(f.step(), c.id(), c.vitals().life(), fall.to(), fall.reason(),
                fall.rule().citation()));
        return fall.to() == Life.DEAD ? out : out.then(g -> Afflictions.impose(g, c.id(), Condition.UNCONSCIOUS,
                "0 hit points", "dropped to 0 hit points or fewer"));
    }

    /** The creature dies outright (a coup de grace on a creature at 0 or fewer). */
    static Outcome kill(Facts f, Combatant c, String reason, Rule rule) {
        return c.dead() ? Outcome.none()
                : Outcome.of(new LifeChanged(f.step(), c.id(), c.vitals().life(), Life.DEAD, reason, rule.citation()));
    }

    /**
     * "When you regain hit points, you add them to your current hit point total. You can't have more hit points than
     * your maximum ... If you would regain hit points while your current hit points are below 0, the effect first
     * brings your current hit point total to 0" (001 › Damage and Dying › Healing).
     */
    public static Outcome heal(Facts f, String targetId, String source, Roll roll, int amount) {
        Combatant c = f.battle().combatant(targetId);
        if (c == null || c.dead()) {
            return Outcome.none();
        }
        int before = c.hp();
        int after = Math.min(c.stats().hp(), Math.max(before, 0) + Math.max(0, amount));
        Outcome out = Outcome.of(new Healed(f.step(), targetId, source, roll, amount, before, after));
        Life life = c.vitals().life();
        if (after < 1 || life == Life.ALIVE) {
            return out;
        }
        return out.and(new LifeChanged(f.step(), targetId, life, Life.ALIVE, "regained hit points",
                Playtest.HEALING.citation())).then(g -> Afflictions.relieve(g, targetId, Condition.UNCONSCIOUS,
                "regained hit points"));
    }
}
