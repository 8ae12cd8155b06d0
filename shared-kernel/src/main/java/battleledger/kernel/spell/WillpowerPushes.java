package battleledger.kernel.spell;

import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.combat.Pushes;
import battleledger.kernel.combat.Turns;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.PushRoll;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.IntentEvent.PushDeclared;
import battleledger.kernel.event.IntentEvent.WillpowerSpellChosen;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.TurnEvent.RollPushed;
import battleledger.kernel.ruleset.CastPush;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Entry;

import java.util.List;

/**
 * {@code PushRoll} on a failed casting roll (004 › Casting Spells: "If the roll succeeds, the spell has the intended
 * effect, as per its description. Otherwise, it has no effect. You can push the roll if this optional rule is
 * used"): the casting roll is made once more and the mage takes the condition tied to WIL (Dragonbane core rules ›
 * Pushing Your Roll); if it now succeeds the spell takes effect as cast, its WP spent once; a Demon cannot be pushed
 * (004 › Rolling a Demon: "If you roll a Demon, you cannot push the roll"). Any other roll is pushed by
 * {@link Pushes}, which also gives every refusal of a step that holds no failed cast.
 */
public final class WillpowerPushes {

    private WillpowerPushes() {
    }

    /** Pushes the actor's failed cast of the step named, if that step is one; false when it is not (see above). */
    public static boolean push(Decision d, PushRoll c) {
        if (d.ruleset().pushes() == null || !d.ruleset().castsWithWillpower()) {
            return false;
        }
        Entry last = Pushes.last(d);
        if (last == null || last.origin() != c.roll()) {
            return false;
        }
        WillpowerSpellChosen chosen = null;
        SpellCastWithWillpower failed = null;
        for (EncounterEvent e : last.events()) {
            if (e instanceof WillpowerSpellChosen w && w.actor().equals(c.actor())) {
                chosen = w;
            } else if (e instanceof SpellCastWithWillpower w && w.caster().equals(c.actor())
                    && w.castingRoll() != null) {
                failed = w;
            } else if (e instanceof RollPushed p && p.actor().equals(c.actor())) {
                return false; // pushed already: refused as any roll pushed twice
            }
        }
        if (chosen == null || failed == null) {
            return false;
        }
        Combatant caster = d.combatant(c.actor(), "actor");
        Turns.requireSender(d, c.actor());
        d.emit(new PushDeclared(d.step(), d.by(), c.actor(), c.roll()));
        CastSpell cast = chosen.command();
        boolean inCombat = d.battle().phase() == Battle.Phase.COMBAT;
        CastPush.Outcome out = d.ruleset().pushWillpowerCast(d.dice(), caster, new Ruleset.WillpowerAsk(cast,
                WillpowerSpells.targets(d, caster, cast), inCombat, true, List.of()), new CastPush(
                failed.castingRoll(), failed.bodyRoll(), failed.wpGained(), failed.wpBefore(),
                d.state().encounter().options().pushes()));
        Ruleset.Pushed pushed = out.pushed();
        String purpose = failed.castingRoll().purpose();
        d.emit(new RollPushed(d.step(), c.actor(), c.roll(), purpose, pushed.roll(),
                pushed.condition().name().toLowerCase(), pushed.rule().citation()));
        Afflictions.impose(d, c.actor(), pushed.condition(), "pushed roll", "pushed a failed roll: " + purpose);
        if (pushed.success()) {
            WillpowerSpells.record(d, cast, out.cast(), inCombat, failed.wpAfter(), c.roll());
        }
        return true;
    }
}
