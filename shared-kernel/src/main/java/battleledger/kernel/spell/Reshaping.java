package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
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
    static Outcome changeEnergy(Facts f, Pending p, Pending aimed) {
        return Outcome.of(new EnergyChanged(f.step(), aimed.id(), p.actor(), energyOf(aimed), p.mode()));
    }

    /** Counterspell: automatic up to its limit, else an ability check against 10 + the spell's level. */
    static Outcome counter(Facts f, Pending p, Combatant caster, SpellEffect.Counter counter, Pending aimed) {
        if (aimed.level() <= counter.automaticUpTo()) {
            return Outcome.of(new PendingCountered(f.step(), aimed.id(), p.actor(), null));
        }
        Edges.Found edge = Edges.check(f.battle(), caster, SpellPieces.ability(caster));
        Roll roll = f.ruleset().check(f.dice(), caster, SpellPieces.ability(caster), COUNTER_BASE_DC + aimed.level(),
                edge.edge(), List.of(), "counterspell");
        return Outcome.of("success".equals(roll.outcome())
                ? new PendingCountered(f.step(), aimed.id(), p.actor(), roll)
                : new CounterFailed(f.step(), aimed.id(), p.actor(), roll)).and(edge.spend(f, p.actor()));
    }

    /**
     * Deflection turns the spell on its caster "on a caster level check" (002's example: "Teresa uses deflection, but
     * fails her caster level check against the kobold"): d20 + caster level against 11 + the other caster's level.
     */
    static Outcome deflect(Facts f, Pending p, Combatant caster, Pending aimed) {
        Combatant other = f.battle().combatant(aimed.actor());
        Roll roll = f.ruleset().d20(f.dice(), p.actor(), "caster level check", Edge.none(),
                List.of(new Modifier("caster level", caster.stats().casterLevel())), Dusk.SEQUENCES);
        int dc = DEFLECTION_BASE_DC + other.stats().casterLevel();
        boolean won = roll.total() >= dc;
        Roll judged = roll.judged(dc, won ? "success" : "failure");
        return Outcome.of(won ? new PendingRedirected(f.step(), aimed.id(), p.actor(), judged, List.of(aimed.actor()))
                : new RedirectFailed(f.step(), aimed.id(), p.actor(), judged));
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
