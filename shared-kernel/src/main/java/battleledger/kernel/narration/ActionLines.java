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
import battleledger.kernel.magic.Perceiving;

import java.util.List;

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
        List<String> hiding = hidingOrMover(b, e.actor(), e.leaves());
        Line all = disengaged(b, e, e.leaves());
        return hiding.isEmpty() ? all : new Line(disengaged(b, e, hiding.contains(e.actor()) ? List.of()
                : Narrator.without(e.leaves(), hiding)).text(), all.rule(), List.of(), all.text(), hiding);
    }

    /**
     * Those named whose place the line would tell, as {@link Narrator#hiding}: the creatures that are hiding among
     * {@code named}, and the mover itself when it hides (whose reach it came into tells where it is).
     */
    private static List<String> hidingOrMover(Battle b, String mover, List<String> named) {
        List<String> hiding = new java.util.ArrayList<>(Narrator.hiding(b, List.of(mover)));
        hiding.addAll(Narrator.hiding(b, named));
        return hiding;
    }

    private static Line disengaged(Battle b, Disengaged e, List<String> leaves) {
        return line(name(b, e.actor()) + " disengages, moving " + e.feet() + " feet"
                + (leaves.isEmpty() ? "" : " away from " + names(b, leaves)) + ".", Playtest.DISENGAGE);
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
        Line all = line(name(b, e.combatant()) + " goes no further than " + e.at() + " (" + e.reason() + ").",
                Playtest.OPPORTUNITY_ATTACKS);
        return Narrator.hiding(b, List.of(e.combatant())).isEmpty() ? all : new Line(name(b, e.combatant())
                + " goes no further (" + e.reason() + ").", all.rule(), List.of(), all.text(), List.of(e.combatant()));
    }

    /**
     * Everyone reads that the mover stopped; only the GM reads who stopped it and where it stands (001 › Exploration ›
     * Stealth › Benefits of Being Hidden: "your enemies don't know where you are").
     */
    static Line tell(Battle b, battleledger.kernel.event.StanceEvent.MoveBlocked e) {
        String mover = name(b, e.combatant());
        battleledger.kernel.grid.Cell cell = battleledger.kernel.grid.Cell.of(e.blocked());
        var who = b.combatants().values().stream()
                .filter(c -> !c.id().equals(e.combatant())
                        && battleledger.kernel.battlefield.Battlefield.space(b, c).contains(cell))
                .min(java.util.Comparator.comparing(c -> c.stance().hiding() == null)); // the hidden one first
        // a mover that hides itself is not placed by the line either
        String where = Narrator.hiding(b, List.of(e.combatant())).isEmpty() ? " stops at " + e.at() : " stops";
        return new Line(mover + where + ": something it did not know was there stands in its way.",
                Playtest.HIDDEN.citation(), List.of(), mover + " stops at " + e.at() + ": "
                + who.map(c -> c.stats().name()).orElse("a creature") + ", hidden from it, stands in its way at "
                + e.blocked() + ".", who.map(c -> List.of(c.id())).orElse(List.of()));
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
        List<String> hiding = hidingOrMover(b, e.actor(), concat(e.leaves(), e.enters()));
        Line all = moved(b, e, e.leaves(), e.enters());
        if (hiding.isEmpty()) {
            return all;
        }
        boolean moverHides = hiding.contains(e.actor());
        return new Line(moved(b, e, moverHides ? List.of() : Narrator.without(e.leaves(), hiding),
                moverHides ? List.of() : Narrator.without(e.enters(), hiding)).text(), all.rule(), List.of(),
                all.text(), hiding);
    }

    private static Line moved(Battle b, Moved e, List<String> leaves, List<String> enters) {
        return line(name(b, e.actor()) + (e.standUp() ? " stands up and" : "") + " moves "
                + e.feet() + " feet" + (leaves.isEmpty() ? "" : ", leaving the reach of " + names(b, leaves))
                + (enters.isEmpty() ? "" : ", into the reach of " + names(b, enters)) + ".",
                Playtest.MOVEMENT_IN_COMBAT);
    }

    static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new java.util.ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /**
     * A reaction offered to a creature that is hiding is the GM's and its own to read (001 › Exploration › Stealth ›
     * Benefits of Being Hidden: "your enemies don't know where you are"); the others read that a reaction is awaited.
     */
    static Line tell(Battle b, ReactionOffered e) {
        Line all = new Line(name(b, e.reactor()) + " may take " + article(e.reaction()) + " against "
                + name(b, e.against()) + ".", e.rule(), List.of());
        if (!Narrator.hiding(b, List.of(e.reactor())).isEmpty()) {
            return privy(all, "The battle waits for a reaction.", e.reactor());
        }
        return Perceiving.readiedUnseen(b, e.reactor(), e.reaction())
                ? privy(all, "A creature may take " + article(e.reaction()) + " against " + name(b, e.against())
                + ".", e.reactor()) : all;
    }

    /**
     * A reactor that takes a spell nobody could perceive it casting (000 › Perceiving a Caster at Work) is not named:
     * that it readied an action was seen, but what it does once its trigger comes is the spell, whose lines keep who
     * casts it to the GM and the caster.
     */
    static Line tell(Battle b, ReactionDeclared e) {
        var readied = b.has(e.actor()) ? b.combatant(e.actor()).stance().readied() : null;
        var taken = e.action() != null || readied == null ? e.action() : readied.action();
        String declared = declared(b, e);
        Line all = line(name(b, e.actor()) + " takes " + declared + ".", Playtest.REACTIONS);
        return Perceiving.unseenSpell(b, e.actor(), taken) ? privy(all, "A creature takes "
                + (declared.equals(READIED_ACTION) ? READIED_ACTION : "a reaction") + ".", e.actor()) : all;
    }

    static Line tell(Battle b, ReactionPassed e) {
        Line all = line(name(b, e.actor()) + " lets the reaction pass.", Playtest.REACTIONS);
        if (!Narrator.hiding(b, List.of(e.actor())).isEmpty()) {
            return privy(all, "The reaction awaited is let pass.", e.actor());
        }
        boolean unseen = b.offers().stream().anyMatch(o -> o.reactor().equals(e.actor())
                && Perceiving.readiedUnseen(b, o.reactor(), o.reaction()));
        return unseen ? privy(all, "A creature lets the reaction pass.", e.actor()) : all;
    }

    /** The line for the GM and {@code reactor} alone; {@code anonymous} for everyone else. */
    private static Line privy(Line all, String anonymous, String reactor) {
        return new Line(anonymous, all.rule(), all.rolls(), all.text(), List.of(reactor));
    }

    private static final String READIED_ACTION = "the readied action";

    static String article(String noun) {
        return ("aeiou".indexOf(Character.toLowerCase(noun.charAt(0))) >= 0 ? "an " : "a ") + noun;
    }

    /** What a reactor declared: its readied action, the attack it chose, or the action it gave now. */
    static String declared(battleledger.kernel.state.Battle b, ReactionDeclared e) {
        var readied = b.has(e.actor()) ? b.combatant(e.actor()).stance().readied() : null;
        if (readied != null && (e.action() == null || e.action().equals(readied.action()))) {
            return READIED_ACTION;
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
