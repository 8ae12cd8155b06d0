package battleledger.kernel.narration;

import battleledger.kernel.state.Battle;

import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.DragonbaneIntent;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.WillpowerConcentration;
import battleledger.kernel.event.DragonbaneIntent.WillpowerSpellChosen;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.SpellEvent.WillpowerDrained;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.narration.Narrator.name;

/** Lines for spells cast with willpower (004 › Casting Spells). */
final class WillpowerLines {

    private static final String CASTING = "004 › Casting Spells";

    private WillpowerLines() {
    }

    /**
     * The line of an event that ends a mage's concentration on a willpower spell, saying so (004 › Casting Spells ›
     * Duration: "Concentration: The effect ceases if you perform another action, take damage, or fail a WIL roll for
     * resisting fear"); a parry or dodge says it in its own words ({@link DefenceLines#concentrationEnds}).
     */
    static Line concentrationEnds(Battle b, EncounterEvent e, Line line) {
        WillpowerConcentration.Ended ended = WillpowerConcentration.endedBy(b, e);
        if (ended == null || e instanceof DragonbaneIntent.DefenceDeclared) {
            return line;
        }
        String end = " " + name(b, ended.mage()) + " stops concentrating on " + ended.spell() + ".";
        return new Line(line.text() + end, line.rule(), line.rolls(), line.secret() == null ? null
                : line.secret() + end, line.privy());
    }

    static Line tell(Battle b, WillpowerSpellChosen e) {
        return new Line(name(b, e.actor()) + " casts " + e.spell()
                + (e.power() == null ? "" : " at power " + e.power())
                + (e.targets().isEmpty() ? "" : " on " + Narrator.names(b, e.targets()))
                + (Boolean.TRUE.equals(e.fromGrimoire()) ? ", reading it from the grimoire" : "") + ".", CASTING,
                List.of());
    }

    static Line tell(Battle b, SpellCastWithWillpower e) {
        List<Roll> rolls = new ArrayList<>(e.rolls());
        StringBuilder text = new StringBuilder(name(b, e.caster()));
        if (e.bodyRoll() != null) {
            text.append(" draws power from the body (").append(Narrator.show(e.bodyRoll())).append(", ")
                    .append(e.wpGained()).append(" WP)")
                    .append(e.cast() && e.power() != null ? " for power " + e.power() : "").append(',');
        }
        if (!e.cast()) {
            text.append(" draws too little power: ").append(e.spell()).append(" is not cast.");
        } else {
            if (e.pushedFrom() != null) {
                text.append(" casts ").append(e.spell()).append(" with the roll pushed (the failed cast of step ")
                        .append(e.pushedFrom()).append(" paid its WP): ");
            } else {
                text.append(e.castingRoll() == null ? " casts " + e.spell() + " (a magic trick, no roll)"
                        : (e.succeeded() ? " casts " : " fails to cast ") + e.spell() + " ("
                        + Narrator.show(e.castingRoll()) + ")");
                text.append(": ").append(e.wpSpent()).append(" WP spent, ");
            }
            text.append(e.wpAfter()).append(" left");
            if (e.dragonChoice() != null) {
                text.append("; a Dragon: ").append(e.dragonChoice());
            }
            if (e.castAgain()) {
                text.append(", another spell may be cast at once, with a bane");
            }
            if (e.mishapPossible()) {
                text.append("; a Demon: the GM may rule a magical mishap");
            }
            if (e.concentrating()) {
                text.append("; concentrating");
            }
            text.append('.');
        }
        return new Line(text.toString(), e.rule(), rolls);
    }

    static Line tell(Battle b, battleledger.kernel.event.RulingEvent.MishapRuled e) {
        return new Line("The GM rules "
                + name(b, e.caster()) + "'s magical mishap: " + e.mishap(), "004 › Casting Spells › Failure, Dragons "
                + "and Demons › Rolling a Demon", List.of());
    }

    /**
     * Which spells a mage prepares is its own and the GM's (as its stat block and its spell list are: /sheets,
     * /combatants); everyone reads that it spent a shift preparing (004 › Casting Spells › Prepared Spells).
     */
    static Line tell(Battle b, battleledger.kernel.event.DragonbaneIntent.SpellsPrepared e) {
        String studies = name(b, e.actor()) + " studies the grimoire for a shift";
        return own(e.actor(), studies + " and prepares " + (e.spells().isEmpty() ? "no spells"
                : String.join(", ", e.spells())) + ".", studies + " to prepare spells.",
                "004 › Casting Spells › Prepared Spells");
    }

    /** A line whose secret is the mage's own ({@code privy}: the mage), {@code open} what everyone reads. */
    private static Line own(String mage, String all, String open, String rule) {
        return new Line(open, rule, List.of(), all, List.of(mage));
    }

    static Line tell(Battle b, battleledger.kernel.event.RulingEvent.GrimoireLost e) {
        return new Line("The GM rules that "
                + name(b, e.actor()) + " has lost the grimoire: no spell can be prepared or cast from it.",
                "004 › Casting Spells › Grimoire › Lost Grimoire", List.of());
    }

    static Line tell(Battle b, battleledger.kernel.event.RulingEvent.GrimoireGained e) {
        return new Line("The GM rules that " + name(b, e.actor())
                + " has a new grimoire, with no spell recorded in it yet.",
                "004 › Casting Spells › Grimoire › Lost Grimoire", List.of());
    }

    static Line tell(Battle b, battleledger.kernel.event.ExplorationEvent.SpellsRecorded e) {
        int shifts = e.spells().size();
        String time = " in the grimoire (" + shifts + (shifts == 1 ? " shift)." : " shifts).");
        return own(e.actor(), name(b, e.actor()) + " records " + String.join(", ", e.spells()) + time,
                name(b, e.actor()) + " records " + (shifts == 1 ? "a spell" : shifts + " spells") + time,
                "004 › Casting Spells › Grimoire");
    }

    static Line tell(Battle b, battleledger.kernel.event.RulingEvent.ConcentrationDisturbed e) {
        return new Line(
                name(b, e.actor()) + " is disturbed (" + e.reason() + ") and rolls WIL (" + Narrator.show(e.roll())
                + "): " + (e.held() ? "the concentration on " + e.spell() + " holds."
                : "the concentration breaks and " + e.spell() + " ends."), "004 › Casting Spells › Duration",
                List.of(e.roll()));
    }

    static Line tell(Battle b, battleledger.kernel.event.SpellEvent.WillpowerEffectStarted e) {
        return new Line(
                e.effect().spell() + " of " + name(b, e.caster()) + " lasts a " + e.effect().duration()
                + (e.effect().untilRound() != null ? ", until " + name(b, e.caster()) + "'s turn in round "
                + e.effect().untilRound() : ", until " + e.effect().endsAt() + " s of game time") + ".",
                "004 › Casting Spells › Duration", List.of());
    }

    static Line tell(Battle b, battleledger.kernel.event.SpellEvent.WillpowerEffectEnded e) {
        return new Line(
                e.spell() + " of " + name(b, e.caster()) + " ends: " + e.reason() + ".",
                "004 › Casting Spells › Duration", List.of());
    }

    static Line tell(Battle b, battleledger.kernel.event.SpellEvent.SpellResisted e) {
        return new Line(name(b, e.target())
                + " rolls WIL against " + e.spell() + " (" + Narrator.show(e.roll()) + "): "
                + (e.resisted() ? "resisted." : e.condition() == null ? "fails." : "fails and is " + e.condition()
                + "."), CASTING, List.of(e.roll()));
    }

    static Line tell(Battle b, WillpowerDrained e) {
        return new Line(name(b, e.target()) + " loses " + e.amount()
                + " WP to " + e.spell() + " (" + e.wpBefore() + " → " + e.wpAfter() + ").", CASTING, List.of());
    }
}
