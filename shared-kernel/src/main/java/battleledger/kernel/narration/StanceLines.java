package battleledger.kernel.narration;

import battleledger.kernel.state.Battle;

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

/** Lines for conditions, stance, checks and saves, rests, and the GM's rulings. */
final class StanceLines {

    private StanceLines() {
    }

    /**
     * A condition and who imposed it; by a spell nobody could perceive its source casting (charm person cast
     * innately), who it was is the GM's and the caster's to know (000 › Perceiving a Caster at Work). A spell gives
     * its name as the reason.
     */
    static Line tell(Battle b, ConditionApplied e) {
        boolean by = e.source() != null && b.has(e.source());
        Line all = line(name(b, e.combatant()) + " is " + e.condition().name().toLowerCase()
                + (by ? " (by " + name(b, e.source()) + ")" : "") + ": " + e.reason() + ".", e.condition().rule());
        var spell = battleledger.kernel.magic.SpellBook.named(e.reason());
        return !by || spell == null ? all : SpellLines.perceived(b, e.source(), spell.id(), all,
                name(b, e.combatant()) + " is " + e.condition().name().toLowerCase() + ": " + e.reason() + ".");
    }

    static Line tell(Battle b, ConditionRemoved e) {
        return line(name(b, e.combatant()) + " is no longer "
                + e.condition().name().toLowerCase() + ": " + e.reason() + ".", e.condition().rule());
    }

    static Line tell(Battle b, battleledger.kernel.event.RulingEvent.FallRuled e) {
        return line("The GM rules that " + name(b, e.combatant()) + " falls " + e.feet() + " feet"
                + (e.reason() == null ? "" : " (" + e.reason() + ")") + ": " + (e.dice() == null ? "no" : e.dice())
                + " bludgeoning damage.",
                battleledger.kernel.rules.Design.FALLING);
    }

    static Line tell(Battle b, DodgeEnded e) {
        return line(name(b, e.combatant()) + " stops dodging: " + e.reason() + ".",
                Playtest.DODGE);
    }

    static Line tell(Battle b, HelpLapsed e) {
        return line(name(b, e.helper()) + "'s help to " + name(b, e.combatant())
                + " lapses unused.", Playtest.HELP);
    }

    static Line tell(Battle b, AdvantageSpent e) {
        return line(name(b, e.combatant()) + " uses up its advantage: " + e.source()
                + ".", Playtest.ADVANTAGE);
    }

    static Line tell(Battle b, HideResolved e) {
        List<Roll> rolls = new ArrayList<>();
        rolls.add(e.stealth());
        rolls.addAll(e.observers());
        // the roll without its outcome ("hidden from 1"): the line says from whom
        String shown = Narrator.show(e.stealth());
        if (e.stealth().outcome() != null) {
            shown = shown.substring(0, shown.length() - (": " + e.stealth().outcome()).length());
        }
        return new Line(name(b, e.combatant()) + " rolls " + shown + " to hide; "
                + (e.hiddenFrom().isEmpty() ? "everyone notices" : "hidden from " + names(b, e.hiddenFrom()))
                + ".", Playtest.STEALTH.citation(), rolls);
    }

    static Line tell(Battle b, Revealed e) {
        return line(name(b, e.combatant()) + " is no longer hidden"
                + (e.from().isEmpty() ? "" : " from " + names(b, e.from())) + ": " + e.reason() + ".",
                Playtest.HIDDEN);
    }

    static Line tell(Battle b, ReadiedActionExpired e) {
        return line(name(b, e.combatant()) + "'s readied action lapses.",
                Playtest.READY);
    }

    static Line tell(Battle b, CheckRolled e) {
        return new Line(name(b, e.combatant()) + "'s " + e.ability() + " check ("
                + e.purpose() + "): " + Narrator.show(e.roll()) + ".", Playtest.CHECKS.citation(), List.of(e.roll()));
    }

    static Line tell(Battle b, SavingThrowMade e) {
        return new Line(name(b, e.combatant()) + "'s " + e.ability() + " saving throw"
                + (e.purpose() == null ? "" : " (" + e.purpose() + ")") + ": " + Narrator.show(e.roll()) + ".",
                e.roll().rule(), List.of(e.roll()));
    }

    static Line tell(Battle b, ContestRolled e) {
        return new Line("Contest" + (e.purpose() == null ? "" : " (" + e.purpose() + ")")
                + ": " + name(b, e.first().roller()) + " " + e.first().total() + ", " + name(b, e.second().roller())
                + " " + e.second().total() + " — " + (e.winner() == null ? "a tie: nobody succeeds"
                : name(b, e.winner()) + " wins") + ".", Playtest.CONTESTS.citation(), List.of(e.first(), e.second()));
    }

    static Line tell(Battle b, CombatEnded e) {
        return line("The GM ends the combat.", Playtest.COMBAT_SEQUENCE);
    }

    static Line tell(Battle b, ShortRestTaken e) {
        return line("The party takes a short rest" + (e.healersKit()
                ? " with a healer's kit" : "") + ".", Playtest.RESTING);
    }

    static Line tell(Battle b, LongRestTaken e) {
        return line("A long rest.", Playtest.LONG_REST);
    }

    static Line tell(Battle b, ConditionRuled e) {
        return line("The GM rules " + name(b, e.target()) + (e.applied() ? " is " : " is no longer ")
                + e.condition().name().toLowerCase() + ".", Design.RULINGS);
    }

    static Line tell(Battle b, AdvantageGranted e) {
        return line("The GM grants " + name(b, e.target())
                + (e.advantage() ? " advantage" : " disadvantage") + " on its next " + e.roll() + ": " + e.reason()
                + ".", Playtest.ADVANTAGE);
    }

    static Line tell(Battle b, DifficultySet e) {
        return line("The GM rules the improvised action takes a DC " + e.dc() + " "
                + e.ability() + " check.", Playtest.IMPROVISE);
    }

    static Line tell(Battle b, CheckCalled e) {
        return line("The GM calls for a DC " + e.dc() + " " + e.ability()
                + (e.skill() == null ? "" : " (" + e.skill() + ")") + " check from " + name(b, e.combatant()) + ".",
                Playtest.CHECKS);
    }

    static Line tell(Battle b, SaveCalled e) {
        return line("The GM calls for a DC " + e.dc() + " " + e.ability() + " saving throw "
                + "from " + name(b, e.combatant()) + ".", Playtest.SAVING_THROWS);
    }

    static Line tell(Battle b, ContestCalled e) {
        return line("The GM calls for a " + (Boolean.TRUE.equals(e.social()) ? "social " : "") + "contest: "
                + name(b, e.first()) + "'s " + e.firstAbility() + " against " + name(b, e.second()) + "'s "
                + e.secondAbility() + ".",
                Playtest.CONTESTS);
    }
}
