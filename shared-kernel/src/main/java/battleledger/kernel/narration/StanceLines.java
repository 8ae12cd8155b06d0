package battleledger.kernel.narration;

import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.RulingEvent.AdvantageGranted;
import battleledger.kernel.event.RulingEvent.CheckCalled;
import battleledger.kernel.event.RulingEvent.ConditionRuled;
import battleledger.kernel.event.RulingEvent.ContestCalled;
import battleledger.kernel.event.RulingEvent.DifficultySet;
import battleledger.kernel.event.RulingEvent.SaveCalled;
import battleledger.kernel.event.SetupEvent.CombatEnded;
import battleledger.kernel.event.SetupEvent.LongRestTaken;
import battleledger.kernel.event.SetupEvent.ShortRestTaken;
import battleledger.kernel.event.StanceEvent.AdvantageSpent;
import battleledger.kernel.event.StanceEvent.ConditionApplied;
import battleledger.kernel.event.StanceEvent.ConditionRemoved;
import battleledger.kernel.event.StanceEvent.DodgeEnded;
import battleledger.kernel.event.StanceEvent.HelpLapsed;
import battleledger.kernel.event.StanceEvent.HideResolved;
import battleledger.kernel.event.StanceEvent.ReadiedActionExpired;
import battleledger.kernel.event.StanceEvent.Revealed;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.event.TurnEvent.ContestRolled;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.rules.Design;
import battleledger.kernel.rules.Playtest;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;
import static battleledger.kernel.narration.Narrator.names;
import static battleledger.kernel.narration.Narrator.on;

/** Lines for conditions, stance, checks and saves, rests, and the GM's rulings. */
final class StanceLines {

    private StanceLines() {
    }

    static void register() {
        on(ConditionApplied.class, (b, e) -> line(name(b, e.combatant()) + " is " + e.condition().name().toLowerCase()
                + (e.source() != null && b.has(e.source()) ? " (by " + name(b, e.source()) + ")" : "") + ": "
                + e.reason() + ".", e.condition().rule()));
        on(ConditionRemoved.class, (b, e) -> line(name(b, e.combatant()) + " is no longer "
                + e.condition().name().toLowerCase() + ": " + e.reason() + ".", e.condition().rule()));
        on(DodgeEnded.class, (b, e) -> line(name(b, e.combatant()) + " stops dodging: " + e.reason() + ".",
                Playtest.DODGE));
        on(HelpLapsed.class, (b, e) -> line(name(b, e.helper()) + "'s help to " + name(b, e.combatant())
                + " lapses unused.", Playtest.HELP));
        on(AdvantageSpent.class, (b, e) -> line(name(b, e.combatant()) + " uses up its advantage: " + e.source()
                + ".", Playtest.ADVANTAGE));
        on(HideResolved.class, (b, e) -> {
            List<Roll> rolls = new ArrayList<>();
            rolls.add(e.stealth());
            rolls.addAll(e.observers());
            return new Line(name(b, e.combatant()) + " rolls " + Narrator.show(e.stealth()) + " to hide; "
                    + (e.hiddenFrom().isEmpty() ? "everyone notices" : "hidden from " + names(b, e.hiddenFrom()))
                    + ".", Playtest.STEALTH.citation(), rolls);
        });
        on(Revealed.class, (b, e) -> line(name(b, e.combatant()) + " is no longer hidden"
                + (e.from().isEmpty() ? "" : " from " + names(b, e.from())) + ": " + e.reason() + ".",
                Playtest.HIDDEN));
        on(ReadiedActionExpired.class, (b, e) -> line(name(b, e.combatant()) + "'s readied action lapses.",
                Playtest.READY));
        on(CheckRolled.class, (b, e) -> new Line(name(b, e.combatant()) + "'s " + e.ability() + " check ("
                + e.purpose() + "): " + Narrator.show(e.roll()) + ".", Playtest.CHECKS.citation(), List.of(e.roll())));
        on(SavingThrowMade.class, (b, e) -> new Line(name(b, e.combatant()) + "'s " + e.ability() + " saving throw"
                + (e.purpose() == null ? "" : " (" + e.purpose() + ")") + ": " + Narrator.show(e.roll()) + ".",
                e.roll().rule(), List.of(e.roll())));
        on(ContestRolled.class, (b, e) -> new Line("Contest" + (e.purpose() == null ? "" : " (" + e.purpose() + ")")
                + ": " + name(b, e.first().roller()) + " " + e.first().total() + ", " + name(b, e.second().roller())
                + " " + e.second().total() + " — " + (e.winner() == null ? "a tie: nobody succeeds"
                : name(b, e.winner()) + " wins") + ".", Playtest.CONTESTS.citation(), List.of(e.first(), e.second())));
        on(CombatEnded.class, (b, e) -> line("The GM ends the combat.", Playtest.COMBAT_SEQUENCE));
        on(ShortRestTaken.class, (b, e) -> line("The party takes a short rest" + (e.healersKit()
                ? " with a healer's kit" : "") + ".", Playtest.RESTING));
        on(LongRestTaken.class, (b, e) -> line("A long rest.", Playtest.LONG_REST));
        on(ConditionRuled.class, (b, e) -> line("The GM rules " + name(b, e.target()) + (e.applied() ? " is " : " is no longer ")
                + e.condition().name().toLowerCase() + ".", Design.RULINGS));
        on(AdvantageGranted.class, (b, e) -> line("The GM grants " + name(b, e.target())
                + (e.advantage() ? " advantage" : " disadvantage") + " on its next " + e.roll() + ": " + e.reason()
                + ".", Playtest.ADVANTAGE));
        on(DifficultySet.class, (b, e) -> line("The GM rules the improvised action takes a DC " + e.dc() + " "
                + e.ability() + " check.", Playtest.IMPROVISE));
        on(CheckCalled.class, (b, e) -> line("The GM calls for a DC " + e.dc() + " " + e.ability() + " check from "
                + name(b, e.combatant()) + ".", Playtest.CHECKS));
        on(SaveCalled.class, (b, e) -> line("The GM calls for a DC " + e.dc() + " " + e.ability() + " saving throw "
                + "from " + name(b, e.combatant()) + ".", Playtest.SAVING_THROWS));
        on(ContestCalled.class, (b, e) -> line("The GM calls for a contest: " + name(b, e.first()) + "'s "
                + e.firstAbility() + " against " + name(b, e.second()) + "'s " + e.secondAbility() + ".",
                Playtest.CONTESTS));
    }
}
