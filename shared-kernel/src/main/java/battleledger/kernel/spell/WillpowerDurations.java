package battleledger.kernel.spell;

import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.TurnEvent.ActionForgone;
import battleledger.kernel.model.Condition;
import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.kernel.event.SpellEvent.WillpowerEffectEnded;
import battleledger.kernel.event.SpellEvent.WillpowerEffectStarted;
import battleledger.kernel.ruleset.MagicRules.WillpowerCast;
import battleledger.kernel.ruleset.dragonbane.MageStudy;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.model.WillpowerEffect;

import java.util.List;
import java.util.Locale;

/**
 * How long a Dragonbane spell lasts, by the game clock (004 › Duration): "Round: The effect lasts until your turn in
 * the next round. Stretch: The effect lasts for one stretch of time. Shift: The effect lasts until the end of the
 * current shift." A round is 10 seconds, a stretch 15 minutes, a shift 6 hours (Dragonbane core rules › Time). In
 * combat a round spell ends at the caster's turn in the next round; out of combat, and every stretch or shift spell,
 * when the clock reaches its end (at a turn's start, when time passes, when combat ends, after a shift of study).
 */
public final class WillpowerDurations {

    private WillpowerDurations() {
    }

    /** A successful cast of a spell that lasts begins its effect. */
    public static Outcome start(Facts f, String caster, WillpowerCast w, List<String> targets) {
        String lasts = w.succeeded() ? MageStudy.lasts(w.spell()) : null;
        if (lasts == null) {
            return Outcome.none();
        }
        Battle b = f.battle();
        boolean inCombat = b.phase() == Battle.Phase.COMBAT;
        Integer untilRound = inCombat && lasts.equals("round") ? b.round() + 1 : null;
        return Outcome.of(new WillpowerEffectStarted(f.step(), caster, new WillpowerEffect(f.step() + ":" + w.spell(),
                w.spell(), lasts, targets, untilRound, MageStudy.endsAt(lasts, b.time().seconds()))));
    }

    /** At the start of the caster's turn, its round spells of an earlier round end. */
    public static Outcome atTurnStart(Facts f, String actor) {
        Battle b = f.battle();
        Outcome out = casterGone(b, actor);
        Combatant c = b.combatant(actor);
        if (c == null || c.casting().willpower() == null) {
            return out;
        }
        for (WillpowerEffect e : c.casting().will().lasting()) {
            if (e.untilRound() != null && b.round() >= e.untilRound()) {
                out = out.then(g -> end(g, actor, e, "it is the caster's turn in the next round"));
            }
        }
        Integer read = c.casting().will().readingRound();
        if (read == null || b.round() != read + 1) {
            return out;
        }
        // "you can cast spells directly from the grimoire, but it takes twice as long as normal" (004 › Grimoire)
        return out.then(g -> g.battle().economy().actionUsed() ? Outcome.none()
                : Outcome.of(new ActionForgone(g.step(), actor, "casting from the grimoire takes twice as long: "
                + "this round's action went to it too", DragonbaneRule.GRIMOIRE.citation())));
    }

    /**
     * "Round: The effect lasts until your turn in the next round" (004 › Duration): a caster that is dead or gone has
     * no turn left to come, so its round spells end at the first turn of that next round, anyone's, rather than
     * lasting the whole battle (a Fear's scared on its target).
     */
    private static Outcome casterGone(Battle b, String actor) {
        Outcome out = Outcome.none();
        for (Combatant caster : List.copyOf(b.combatants().values())) {
            if (caster.id().equals(actor) || !(caster.dead() || caster.away())
                    || caster.casting().willpower() == null) {
                continue;
            }
            for (WillpowerEffect e : caster.casting().will().lasting()) {
                if (e.untilRound() != null && b.round() >= e.untilRound()) {
                    out = out.then(g -> end(g, caster.id(), e, "its caster has no turn in the next round"));
                }
            }
        }
        return out;
    }

    /** The lasting spells whose time is over by the game clock end; round spells in combat wait for the turn. */
    public static Outcome byTheClock(Facts f) {
        Battle b = f.battle();
        boolean inCombat = b.phase() == Battle.Phase.COMBAT;
        Outcome out = Outcome.none();
        for (Combatant c : List.copyOf(b.combatants().values())) {
            if (c.casting().willpower() == null) {
                continue;
            }
            for (WillpowerEffect e : c.casting().will().lasting()) {
                boolean byRounds = inCombat && e.untilRound() != null;
                if (!byRounds && b.time().seconds() >= e.endsAt()) {
                    out = out.then(g -> end(g, c.id(), e, "its " + e.duration() + " is over by the game clock"));
                }
            }
        }
        return out;
    }

    /** The effect ends, and the condition the spell imposed on its targets (by this caster) with it. */
    private static Outcome end(Facts f, String caster, WillpowerEffect e, String reason) {
        Outcome out = Outcome.of(new WillpowerEffectEnded(f.step(), caster, e.id(), e.spell(), reason));
        String name = MageStudy.condition(e.spell());
        if (name == null) {
            return out;
        }
        Condition condition = Condition.valueOf(name.toUpperCase(Locale.ROOT));
        return out.and(Outcome.each(e.targets(), (h, target) -> {
            Combatant t = h.battle().combatant(target);
            return t != null && caster.equals(t.sourceOf(condition))
                    ? Afflictions.relieve(h, target, condition, e.spell() + " ends") : Outcome.none();
        }));
    }
}
