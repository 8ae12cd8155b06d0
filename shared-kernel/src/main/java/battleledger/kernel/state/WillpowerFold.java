package battleledger.kernel.state;

import battleledger.kernel.event.DiceEvent;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.DragonbaneIntent;
import battleledger.kernel.event.IntentEvent;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.SpellEvent.WillpowerDrained;
import battleledger.kernel.event.TimelineEvent;
import battleledger.kernel.model.ConcentrationCast;

/**
 * Willpower spent and drained, ingredients consumed, and concentration on a willpower spell (004 › Casting Spells ›
 * Duration: "Concentration: The effect ceases if you perform another action, take damage, or fail a WIL roll for
 * resisting fear").
 */
final class WillpowerFold {

    private WillpowerFold() {
    }

    static Battle drained(Battle b, WillpowerDrained e) {
        return will(b, e.target(), w -> w.withSpent(w.spent() + e.wpBefore() - e.wpAfter()));
    }

    /** A cast read from the grimoire in combat marks its round: it "takes twice as long as normal" (004 › Grimoire). */
    static Battle chosen(Battle b, DragonbaneIntent.WillpowerSpellChosen e) {
        return Boolean.TRUE.equals(e.fromGrimoire()) && b.phase() == Battle.Phase.COMBAT
                ? will(b, e.actor(), w -> w.reading(b.round())) : b;
    }

    static Battle cast(Battle b, SpellCastWithWillpower e) {
        Combatant caster = b.combatant(e.caster());
        if (caster == null) {
            return b;
        }
        int max = caster.stats().wp() == null ? 0 : caster.stats().wp();
        Battle after = will(b, e.caster(), w -> {
            // a Dragon's "again": a cast at once may follow; any other cast ends it (004 › Rolling a Dragon)
            Willpower spent = w.withSpent(max - e.wpAfter()).consuming(e.ingredientConsumed())
                    .again(e.castAgain() ? e.step() : null);
            if (e.succeeded() && e.concentrating()) {
                // what the reads show of it (/combatants' concentration): when, how strongly and whom it struck
                return spent.concentrating(e.spell(), new ConcentrationCast(e.step(), b.round(), e.power(),
                        e.hits().stream().map(SpellCastWithWillpower.WillpowerHit::target)
                                .filter(java.util.Objects::nonNull).distinct().toList()));
            }
            return e.usesAction() ? spent.concentrating(null) : spent;
        });
        return e.usesAction() ? BattleFold.actionUsed(after, e.caster()) : after;
    }

    /**
     * After any event: concentration ends on damage taken or another action taken; the cast at once a Dragon's
     * "again" allows is lost when anything but that cast and the answers to the dodges it offered happens.
     */
    static Battle after(Battle b, EncounterEvent e) {
        return concentration(again(b, e), e);
    }

    /**
     * 004 › Rolling a Dragon: "You can immediately cast another spell" — immediately: the events of the Dragon's own
     * command and the answers to the dodges its spell offered (each moves the mark to its step) keep the cast at once
     * open; the first event of any other command closes it (the next cast reads it before it emits anything). The
     * bookkeeping of manual dice and of the timeline is not something happening in the battle; a command decided
     * again ({@code StepRedecided}, its events stamped with the deciding step) begins a command as a new step does,
     * so the mark moves just before that step.
     */
    private static Battle again(Battle b, EncounterEvent e) {
        if (e instanceof DiceEvent || e instanceof TimelineEvent && !(e instanceof TimelineEvent.StepRedecided)) {
            return b;
        }
        Battle out = b;
        for (Combatant c : b.combatants().values()) {
            Integer at = c.casting().willpower() == null ? null : c.casting().will().againAt();
            boolean redecided = e instanceof TimelineEvent.StepRedecided;
            if (at == null || e.step() == at && !redecided) {
                continue;
            }
            Integer moved;
            if (redecided) {
                moved = e.step() - 1;
            } else if (e instanceof DragonbaneIntent.DefenceDeclared || e instanceof IntentEvent.ReactionPassed) {
                moved = e.step();
            } else {
                moved = null;
            }
            out = will(out, c.id(), w -> w.again(moved));
        }
        return out;
    }

    private static Battle concentration(Battle b, EncounterEvent e) {
        if (e instanceof SpellCastWithWillpower) {
            return b; // the cast itself decides what its caster concentrates on (cast, above)
        }
        WillpowerConcentration.Ended ended = WillpowerConcentration.endedBy(b, e);
        return ended == null ? b : will(b, ended.mage(), w -> w.concentrating(null));
    }

    private static Battle will(Battle b, String id, java.util.function.UnaryOperator<Willpower> change) {
        if (b.combatant(id) == null) {
            return b;
        }
        return b.updateCombatant(id, c -> c.withCasting(k -> k.withWillpower(change.apply(k.will()))));
    }
}
