package battleledger.kernel.sequence;

import battleledger.kernel.decision.TriggerPoint;
import battleledger.kernel.combat.Attacks;
import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;
import battleledger.kernel.state.Pending;
import battleledger.kernel.state.Sequence;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Who may react to a trigger point: "Everyone with an unused readied action whose trigger matches (and who can take a
 * reaction) is asked in order of lowest initiative first" (DESIGN.md, Sequences; 002 › Sequences: "the one with the
 * lowest rolled initiative declares his action first").
 */
public final class Readiness {

    private Readiness() {
    }

    /** The creatures to ask, lowest initiative first. */
    public static List<String> reactors(Battle b, TriggerPoint tp) {
        List<String> order = b.order();
        Sequence seq = b.sequence();
        List<String> out = new ArrayList<>();
        for (Combatant c : b.combatants().values()) {
            if (c.id().equals(tp.by()) || c.stance().readied() == null || !canReact(c)) {
                continue;
            }
            if (seq != null && seq.actors().contains(c.id())) {
                continue;
            }
            if (b.offers().stream().map(Offer::reactor).anyMatch(c.id()::equals)) {
                continue;
            }
            if (matches(c.stance().readied().trigger(), tp, c.id(), b) && perceives(b, c, tp) && mayTake(b, c, tp)) {
                out.add(c.id());
            }
        }
        out.sort(Comparator.comparingInt((String id) -> order.indexOf(id)).reversed());
        return out;
    }

    /**
     * A readied attack is not offered against a creature it may not attack at all: its charmer, or one hidden from it
     * (001 › Conditions › Charmed; 001 › Exploration › Stealth › Benefits of Being Hidden).
     */
    static boolean mayTake(Battle b, Combatant c, TriggerPoint tp) {
        if (!(c.stance().readied().action() instanceof IntentCommand.Attack a)) {
            return true;
        }
        Combatant target = b.combatant(Trigger.SET_OFF_BY.equals(a.target()) ? tp.by() : a.target());
        return target == null || Attacks.forbidden(b, c, target) == null;
    }

    /**
     * "When you ready an action, you decide what event or circumstance that is perceivable to your character will
     * cause you to react" (001 › Combat › Actions in Combat › Ready an Action): a creature hidden from the holder
     * moves unseen and unheard (001 › Exploration › Stealth), so its move does not set the holder's action off; and a
     * casting nobody can perceive sets off nobody's.
     */
    static boolean perceives(Battle b, Combatant c, TriggerPoint tp) {
        Combatant author = b.combatant(tp.by());
        if (author == null) {
            return true;
        }
        if (tp.on().contains("Moved") && author.stance().hiding() != null
                && author.stance().hiding().from().contains(c.id())) {
            return false;
        }
        // a casting with no component to perceive, or an innate one, is nothing anyone can see or hear happen (000 ›
        // Perceiving a Caster at Work), so it sets off no readied action ("an event or circumstance that is
        // perceivable to your character", 001 › Combat › Actions in Combat › Ready an Action); a bluff is seen by all
        Pending p = tp.pending();
        if (tp.on().contains("SpellBegun") && p != null && p.kind() == Pending.Kind.SPELL && !p.bluff()) {
            var spell = battleledger.kernel.magic.SpellBook.find(p.spell());
            return spell == null || spell.perceptibleWhenCastBy(author.stats());
        }
        return true;
    }

    /** "any effect that denies you the ability to take actions also prohibits you from taking a reaction" (001). */
    static boolean canReact(Combatant c) {
        return !c.incapacitated() && !c.surprised() && c.reactionAvailable() && !c.away();
    }

    /** Whether a trigger, held by {@code holder}, matches a trigger point. */
    public static boolean matches(Trigger t, TriggerPoint tp, String holder, Battle b) {
        if (t == null || !tp.on().contains(t.on())) {
            return false;
        }
        if (t.by() != null && !who(t.by(), tp.by(), holder, b)) {
            return false;
        }
        return t.target() == null || tp.targets().stream().anyMatch(x -> who(t.target(), x, holder, b));
    }

    /** A creature described relative to the holder: by id, or "enemy", "ally", "self", "any". */
    static boolean who(Trigger.Who w, String id, String holder, Battle b) {
        if (w.id() != null) {
            return w.id().equals(id);
        }
        if (w.side() == null) {
            return true;
        }
        return switch (w.side()) {
            case "enemy" -> b.hostile(holder, id);
            case "ally" -> !b.hostile(holder, id) && !holder.equals(id);
            case "self" -> holder.equals(id);
            default -> true;
        };
    }
}
