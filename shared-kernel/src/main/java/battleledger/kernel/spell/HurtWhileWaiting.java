package battleledger.kernel.spell;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.SpellEvent.PendingDisrupted;
import battleledger.kernel.model.Ability;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;
import battleledger.kernel.state.Sequence;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A caster hurt while its spell waits in a sequence, when the encounter asks for it ({@code hurtDisrupts}). The seeds
 * give no rule of their own: Dusk's example 5 speaks of Dranock having "managed to make all his saves and
 * concentration checks" as the sequence resolves (002 › Sequences), and 001 gives the check a distraction calls for,
 * "a DC 10 Constitution check in order to block out the distraction and complete the spell. If you fail, the action
 * you used to cast the spell is wasted, but the spell itself is not" (001 › Magic › Spell Disruption › Environmental
 * Disruptions). After each action of the sequence resolves, every caster whose spell still waits and who has fewer hit
 * points than before that action makes it; failing, its spell's action is wasted when its turn comes.
 */
public final class HurtWhileWaiting {

    private HurtWhileWaiting() {
    }

    /**
     * Every creature's hit points now, to compare with after the next action; none taken when the encounter does not
     * use the option (the sequence's resolution then pays nothing for it).
     */
    public static Map<String, Integer> hitPoints(Facts f) {
        if (!f.state().encounter().options().disruptsWhenHurt()) {
            return Map.of();
        }
        Map<String, Integer> hp = new HashMap<>();
        f.battle().combatants().values().forEach(c -> hp.put(c.id(), c.hp()));
        return hp;
    }

    /** The checks of the casters hurt since {@code before}, whose spells still wait. */
    public static Outcome checks(Facts f, Map<String, Integer> before) {
        Sequence seq = f.battle().sequence();
        if (!f.state().encounter().options().disruptsWhenHurt() || seq == null) {
            return Outcome.none();
        }
        List<String> hurt = seq.declarations().stream().filter(p -> p.kind() == Pending.Kind.SPELL
                        && seq.unresolved(p.id()) && !p.interrupted() && !p.countered() && hurt(f.battle(), p, before))
                .map(Pending::id).toList();
        return Outcome.each(hurt, HurtWhileWaiting::check);
    }

    private static boolean hurt(Battle b, Pending p, Map<String, Integer> before) {
        Combatant c = b.combatant(p.actor());
        Integer was = before.get(p.actor());
        return c != null && !c.dead() && was != null && c.hp() < was;
    }

    private static Outcome check(Facts f, String pendingId) {
        Pending p = f.battle().sequence().pending(pendingId);
        Combatant caster = f.battle().combatant(p.actor());
        SpellPieces.Judged con = Spellcasting.check(f, caster, Ability.CON, "hurt while its spell waited",
                Playtest.ENVIRONMENTAL_DISRUPTIONS.citation());
        return con.events().then(g -> con.success() ? Outcome.none()
                : Outcome.of(new PendingDisrupted(g.step(), p.id(), p.actor(), p.spell())));
    }
}
