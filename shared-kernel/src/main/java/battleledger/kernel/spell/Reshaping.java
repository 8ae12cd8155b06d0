package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.combat.Edges;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.SpellEvent.CounterFailed;
import battleledger.kernel.event.SpellEvent.EnergyChanged;
import battleledger.kernel.event.SpellEvent.PendingCountered;
import battleledger.kernel.event.SpellEvent.PendingRedirected;
import battleledger.kernel.event.SpellEvent.RedirectFailed;
import battleledger.kernel.ruleset.Edge;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

import java.util.List;

/**
 * Reactions that change a pending spell when they resolve (DESIGN.md, Sequences: "Reactions may change a pending
 * action (deflect its target, change its energy type)"): counterspell, deflection, sleight of mind.
 */
final class Reshaping {

    static final int DEFLECTION_BASE_DC = 11;
    static final int COUNTER_BASE_DC = 10;

    private Reshaping() {
    }

    /** Sleight of mind: the pending spell's energy becomes the one chosen as this spell's mode. */
    static void changeEnergy(Decision d, Pending p, Pending aimed) {
        d.emit(new EnergyChanged(d.step(), aimed.id(), p.actor(), energyOf(aimed), p.mode()));
    }

    /** Counterspell: automatic up to its limit, else an ability check against 10 + the spell's level. */
    static void counter(Decision d, Pending p, Combatant caster, SpellEffect.Counter counter, Pending aimed) {
        if (aimed.level() <= counter.automaticUpTo()) {
            d.emit(new PendingCountered(d.step(), aimed.id(), p.actor(), null));
            return;
        }
        Edges.Found edge = Edges.check(d.battle(), caster, Outcomes.ability(caster));
        Roll roll = d.ruleset().check(d.dice(), caster, Outcomes.ability(caster), COUNTER_BASE_DC + aimed.level(),
                edge.edge(), List.of(), "counterspell");
        if ("success".equals(roll.outcome())) {
            d.emit(new PendingCountered(d.step(), aimed.id(), p.actor(), roll));
        } else {
            d.emit(new CounterFailed(d.step(), aimed.id(), p.actor(), roll));
        }
        edge.spend(d, p.actor());
    }

    /**
     * Deflection turns the spell on its caster "on a caster level check" (002's example: "Teresa uses deflection, but
     * fails her caster level check against the kobold"): d20 + caster level against 11 + the other caster's level.
     */
    static void deflect(Decision d, Pending p, Combatant caster, Pending aimed) {
        Combatant other = d.battle().combatant(aimed.actor());
        Roll roll = d.ruleset().d20(d.dice(), p.actor(), "caster level check", Edge.none(),
                List.of(new Modifier("caster level", caster.stats().casterLevel())), Dusk.SEQUENCES);
        int dc = DEFLECTION_BASE_DC + other.stats().casterLevel();
        boolean won = roll.total() >= dc;
        Roll judged = roll.judged(dc, won ? "success" : "failure");
        if (won) {
            d.emit(new PendingRedirected(d.step(), aimed.id(), p.actor(), judged, List.of(aimed.actor())));
        } else {
            d.emit(new RedirectFailed(d.step(), aimed.id(), p.actor(), judged));
        }
    }

    /** The energy a pending spell's damage has now. */
    static String energyOf(Pending aimed) {
        if (aimed.energy() != null) {
            return aimed.energy();
        }
        for (SpellEffect e : SpellBook.find(aimed.spell()).effects()) {
            String energy = energy(e);
            if (energy != null) {
                return energy;
            }
        }
        return null;
    }

    /** The energy an effect deals, if it deals any: every kind of effect says (issue 10, item 5). */
    private static String energy(SpellEffect effect) {
        return switch (effect) {
            case SpellEffect.Damage e -> e.type();
            case SpellEffect.Attack e -> e.type();
            case SpellEffect.Heal e -> null;
            case SpellEffect.Afflict e -> null;
            case SpellEffect.ArmorBonus e -> null;
            case SpellEffect.Resistance e -> null;
            case SpellEffect.Counter e -> null;
            case SpellEffect.Deflect e -> null;
            case SpellEffect.ChangeEnergy e -> null;
            case SpellEffect.Teleport e -> null;
            case SpellEffect.FeatherFall e -> null;
            case SpellEffect.NoReactions e -> null;
            case SpellEffect.Zone e -> null;
            case SpellEffect.Rift e -> null;
            case SpellEffect.Contingency e -> null;
        };
    }
}
