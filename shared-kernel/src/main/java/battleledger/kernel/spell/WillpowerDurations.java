package battleledger.kernel.spell;

import battleledger.kernel.decision.Decision;
import battleledger.kernel.event.SpellEvent.WillpowerEffectEnded;
import battleledger.kernel.event.SpellEvent.WillpowerEffectStarted;
import battleledger.kernel.ruleset.Ruleset.WillpowerCast;
import battleledger.kernel.ruleset.dragonbane.MageStudy;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.model.WillpowerEffect;

import java.util.List;

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
    public static void start(Decision d, String caster, WillpowerCast w, List<String> targets) {
        String lasts = w.succeeded() ? MageStudy.lasts(w.spell()) : null;
        if (lasts == null) {
            return;
        }
        Battle b = d.battle();
        boolean inCombat = b.phase() == Battle.Phase.COMBAT;
        Integer untilRound = inCombat && lasts.equals("round") ? b.round() + 1 : null;
        d.emit(new WillpowerEffectStarted(d.step(), caster, new WillpowerEffect(d.step() + ":" + w.spell(), w.spell(),
                lasts, targets, untilRound, MageStudy.endsAt(lasts, b.time().seconds()))));
    }

    /** At the start of the caster's turn, its round spells of an earlier round end. */
    public static void atTurnStart(Decision d, String actor) {
        Battle b = d.battle();
        Combatant c = b.combatant(actor);
        if (c == null || c.casting().willpower() == null) {
            return;
        }
        for (WillpowerEffect e : c.casting().will().lasting()) {
            if (e.untilRound() != null && b.round() >= e.untilRound()) {
                end(d, actor, e, "it is the caster's turn in the next round");
            }
        }
        Integer read = c.casting().will().readingRound();
        if (read != null && b.round() == read + 1 && !d.battle().economy().actionUsed()) {
            // "you can cast spells directly from the grimoire, but it takes twice as long as normal" (004 › Grimoire)
            d.emit(new battleledger.kernel.event.TurnEvent.ActionForgone(d.step(), actor, "casting from the grimoire "
                    + "takes twice as long: this round's action went to it too",
                    battleledger.kernel.ruleset.dragonbane.DragonbaneRule.GRIMOIRE.citation()));
        }
    }

    /** The lasting spells whose time is over by the game clock end; round spells in combat wait for the turn. */
    public static void byTheClock(Decision d) {
        Battle b = d.battle();
        boolean inCombat = b.phase() == Battle.Phase.COMBAT;
        for (Combatant c : List.copyOf(b.combatants().values())) {
            if (c.casting().willpower() == null) {
                continue;
            }
            for (WillpowerEffect e : c.casting().will().lasting()) {
                boolean byRounds = inCombat && e.untilRound() != null;
                if (!byRounds && b.time().seconds() >= e.endsAt()) {
                    end(d, c.id(), e, "its " + e.duration() + " is over by the game clock");
                }
            }
        }
    }

    /** The effect ends, and the condition the spell imposed on its targets (by this caster) with it. */
    private static void end(Decision d, String caster, WillpowerEffect e, String reason) {
        d.emit(new WillpowerEffectEnded(d.step(), caster, e.id(), e.spell(), reason));
        String name = MageStudy.condition(e.spell());
        if (name == null) {
            return;
        }
        battleledger.kernel.model.Condition condition = battleledger.kernel.model.Condition.valueOf(
                name.toUpperCase(java.util.Locale.ROOT));
        for (String target : e.targets()) {
            Combatant t = d.battle().combatant(target);
            if (t != null && caster.equals(t.sourceOf(condition))) {
                battleledger.kernel.combat.Afflictions.relieve(d, target, condition, e.spell() + " ends");
            }
        }
    }
}
