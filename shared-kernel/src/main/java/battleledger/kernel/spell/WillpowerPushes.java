package battleledger.kernel.spell;

import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.combat.Pushes;
import battleledger.kernel.combat.Turns;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.PushRoll;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.DragonbaneIntent.PushDeclared;
import battleledger.kernel.event.DragonbaneIntent.WillpowerSpellChosen;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.TurnEvent.RollPushed;
import battleledger.kernel.ruleset.CastPush;
import battleledger.kernel.ruleset.MagicRules;
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

    /**
     * Pushes the actor's failed cast of the step played last before this one ({@link Pushes#last}), if it is one;
     * null when it is not (see above): the push is then any roll's ({@link Pushes#push}).
     */
    public static Outcome push(Facts f, PushRoll c) {
        Entry last = Pushes.last(f);
        if (f.ruleset().pushes() == null || !f.ruleset().castsWithWillpower()) {
            return null;
        }
        if (last == null || last.origin() != c.roll()) {
            return null;
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
                return null; // pushed already: refused as any roll pushed twice
            }
        }
        if (chosen == null || failed == null) {
            return null;
        }
        Combatant caster = f.combatant(c.actor(), "actor");
        CastSpell cast = chosen.command();
        SpellCastWithWillpower failedCast = failed;
        Turns.requireSender(f, c.actor());
        return Outcome.of(new PushDeclared(f.step(), f.by(), c.actor(), c.roll(), c.condition()))
                .then(g -> again(g, c, caster, cast, failedCast));
    }

    /** The casting roll made again, the condition taken, and the spell's effect when it now succeeds. */
    private static Outcome again(Facts f, PushRoll c, Combatant caster, CastSpell cast, SpellCastWithWillpower failed) {
        boolean inCombat = f.battle().phase() == Battle.Phase.COMBAT;
        CastPush.Outcome out = f.ruleset().pushWillpowerCast(f.dice(), caster, new MagicRules.WillpowerAsk(cast,
                WillpowerSpells.targets(f, caster, cast), inCombat, true, List.of(), failed.usesAction()),
                new CastPush(failed.castingRoll(), failed.bodyRoll(), failed.wpGained(), failed.wpBefore(),
                        f.state().encounter().options().pushes(), c.condition()));
        Ruleset.Pushed pushed = out.pushed();
        String purpose = failed.castingRoll().purpose();
        Outcome done = Outcome.of(new RollPushed(f.step(), c.actor(), c.roll(), purpose, pushed.roll(),
                pushed.condition().name().toLowerCase(), pushed.rule().citation()))
                .then(g -> Afflictions.impose(g, c.actor(), pushed.condition(), "pushed roll",
                        "pushed a failed roll: " + purpose));
        return !pushed.success() ? done
                : done.then(g -> WillpowerSpells.record(g, cast, out.cast(), inCombat, failed.wpAfter(), c.roll()));
    }
}
