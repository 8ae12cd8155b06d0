package battleledger.kernel.narration;

import battleledger.kernel.state.Battle;

import battleledger.kernel.event.IntentEvent.ActionReadied;
import battleledger.kernel.event.IntentEvent.AttackDeclared;
import battleledger.kernel.event.IntentEvent.CoupDeGraceDeclared;
import battleledger.kernel.event.IntentEvent.Disengaged;
import battleledger.kernel.event.IntentEvent.Dodged;
import battleledger.kernel.event.IntentEvent.Helped;
import battleledger.kernel.event.IntentEvent.HideAttempted;
import battleledger.kernel.event.IntentEvent.Hustled;
import battleledger.kernel.event.IntentEvent.Improvised;
import battleledger.kernel.event.IntentEvent.ItemUsed;
import battleledger.kernel.event.IntentEvent.Moved;
import battleledger.kernel.event.IntentEvent.ReactionDeclared;
import battleledger.kernel.event.IntentEvent.ReactionPassed;
import battleledger.kernel.event.IntentEvent.Searched;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.rules.Playtest;

import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;
import static battleledger.kernel.narration.Narrator.names;

/** Lines for the actions creatures choose, moving, and reactions. */
final class ActionLines {

    private ActionLines() {
    }

    static Line tell(Battle b, AttackDeclared e) {
        return line(name(b, e.actor()) + " attacks " + name(b, e.target())
                + " with " + e.attack() + " (" + e.mode() + (e.nonlethal() ? ", nonlethal" : "") + ")"
                + situation(e.situation()) + ".", Playtest.ATTACK_ACTION);
    }

    static Line tell(Battle b, CoupDeGraceDeclared e) {
        return line(name(b, e.actor()) + " tries a coup de grace on "
                + name(b, e.target()) + " with " + e.attack() + ".", Playtest.COUP_DE_GRACE);
    }

    static Line tell(Battle b, Disengaged e) {
        return line(name(b, e.actor()) + " disengages, moving " + e.feet() + " feet"
                + (e.leaves().isEmpty() ? "" : " away from " + names(b, e.leaves())) + ".", Playtest.DISENGAGE);
    }

    static Line tell(Battle b, Dodged e) {
        return line(name(b, e.actor()) + " dodges: +4 to AC and Dexterity saves until its next "
                + "turn.", Playtest.DODGE);
    }

    static Line tell(Battle b, Helped e) {
        return line(name(b, e.actor()) + " helps " + name(b, e.ally())
                + ": advantage on its next " + (e.skill() != null ? e.skill() + " " : "") + "check.", Playtest.HELP);
    }

    static Line tell(Battle b, HideAttempted e) {
        return line(name(b, e.actor()) + " tries to hide.", Playtest.HIDE);
    }

    static Line tell(Battle b, Hustled e) {
        return line(name(b, e.actor()) + " hustles: more movement this turn.", Playtest.HUSTLE);
    }

    static Line tell(Battle b, Improvised e) {
        return line(name(b, e.actor()) + " improvises: " + e.description()
                + ". The GM will rule the check.", Playtest.IMPROVISE);
    }

    static Line tell(Battle b, ActionReadied e) {
        return line(name(b, e.actor()) + " readies " + Intents.action(b, e.action())
                + " for when " + Intents.trigger(b, e.trigger()) + ".", Playtest.READY);
    }

    static Line tell(Battle b, Searched e) {
        return line(name(b, e.actor()) + " searches"
                + (e.target() == null ? "" : " for " + name(b, e.target())) + ".", Playtest.SEARCH);
    }

    static Line tell(Battle b, battleledger.kernel.event.IntentEvent.ItemDropped e) {
        return line(name(b, e.actor()) + " drops the " + e.item() + ".", Playtest.USE_AN_ITEM);
    }

    static Line tell(Battle b, battleledger.kernel.event.IntentEvent.ItemPickedUp e) {
        return line(name(b, e.actor()) + " picks up the " + e.item() + ".", Playtest.USE_AN_ITEM);
    }

    static Line tell(Battle b, battleledger.kernel.event.StanceEvent.MoveCutShort e) {
        return line(name(b, e.combatant()) + " goes no further than " + e.at() + " (" + e.reason() + ").",
                Playtest.OPPORTUNITY_ATTACKS);
    }

    static Line tell(Battle b, battleledger.kernel.event.StanceEvent.ItemLetFall e) {
        return line(name(b, e.combatant()) + " lets the " + e.item() + " fall (" + e.reason() + ").",
                Playtest.USE_AN_ITEM);
    }

    static Line tell(Battle b, ItemUsed e) {
        return line(name(b, e.actor()) + " uses " + e.item()
                + (e.target() != null && !e.target().equals(e.actor()) ? " on " + name(b, e.target()) : "") + ".",
                Playtest.USE_AN_ITEM);
    }

    static Line tell(Battle b, Moved e) {
        return line(name(b, e.actor()) + (e.standUp() ? " stands up and" : "") + " moves "
                + e.feet() + " feet" + (e.leaves().isEmpty() ? "" : ", leaving the reach of " + names(b, e.leaves()))
                + (e.enters().isEmpty() ? "" : ", into the reach of " + names(b, e.enters())) + ".",
                Playtest.MOVEMENT_IN_COMBAT);
    }

    static Line tell(Battle b, ReactionOffered e) {
        return new Line(name(b, e.reactor()) + " may take " + article(e.reaction())
                + " against " + name(b, e.against()) + ".", e.rule(), java.util.List.of());
    }

    static Line tell(Battle b, ReactionDeclared e) {
        return line(name(b, e.actor()) + " takes " + declared(b, e) + ".",
                Playtest.REACTIONS);
    }

    static Line tell(Battle b, ReactionPassed e) {
        return line(name(b, e.actor()) + " lets the reaction pass.", Playtest.REACTIONS);
    }

    static String article(String noun) {
        return ("aeiou".indexOf(Character.toLowerCase(noun.charAt(0))) >= 0 ? "an " : "a ") + noun;
    }

    /** What a reactor declared: its readied action, the attack it chose, or the action it gave now. */
    static String declared(battleledger.kernel.state.Battle b, ReactionDeclared e) {
        var readied = b.has(e.actor()) ? b.combatant(e.actor()).stance().readied() : null;
        if (readied != null && (e.action() == null || e.action().equals(readied.action()))) {
            return "the readied action";
        }
        if (e.action() != null) {
            return "the reaction: " + Intents.action(b, e.action());
        }
        return e.attack() == null ? "the reaction" : "the reaction: " + (Boolean.TRUE.equals(e.nonlethal())
                ? "a nonlethal attack" : "an attack") + " with the " + e.attack();
    }

    static String situation(battleledger.kernel.model.Situation s) {
        StringBuilder b = new StringBuilder();
        if (s.cover() != battleledger.kernel.model.Situation.Cover.NONE) {
            b.append(", ").append(s.cover().name().toLowerCase().replace('_', '-')).append(" cover");
        }
        if (s.distance() != null) {
            b.append(", ").append(s.distance()).append(" feet away");
        }
        if (s.unseen()) {
            b.append(", unseen");
        }
        return b.toString();
    }
}
