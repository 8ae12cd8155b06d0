package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.Search;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.IntentEvent.HideAttempted;
import battleledger.kernel.event.IntentEvent.Searched;
import battleledger.kernel.event.StanceEvent.HideResolved;
import battleledger.kernel.event.StanceEvent.Revealed;
import battleledger.kernel.event.TurnEvent.CheckRolled;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.List;

/**
 * Hiding and searching (001 › Combat › Actions in Combat › Hide, Search; 001 › Exploration › Stealth, Perception).
 * "your Dexterity check is opposed by the Wisdom check of any creature who might notice you. You make one Dexterity
 * check for this contest. Note your result, and use it as your check for all contests until you are discovered".
 */
public final class Stealth {

    private Stealth() {
    }

    public static Outcome hide(Facts f, Hide c) {
        Combatant actor = Acting.takesAction(f, c.actor());
        Battle b = f.battle();
        List<String> observers = new ArrayList<>();
        if (c.observers().isEmpty()) {
            for (Combatant other : b.combatants().values()) {
                if (b.hostile(actor.id(), other.id()) && perceives(other)) {
                    observers.add(other.id());
                }
            }
        } else {
            for (String id : c.observers()) {
                f.combatant(id, "observers[]");
                if (!observers.contains(id) && !id.equals(actor.id())) {
                    observers.add(id);
                }
            }
        }
        return Outcome.of(new HideAttempted(f.step(), f.by(), c.actor(), c.observers()))
                .then(g -> hideResolved(g, c, actor, observers));
    }

    /** The hider's one Dexterity check against each observer's Wisdom check, on the battle the attempt left. */
    private static Outcome hideResolved(Facts f, Hide c, Combatant actor, List<String> observers) {
        Edges.Found edge = Edges.check(f.battle(), actor, Ability.DEX, "stealth");
        Roll stealth = f.ruleset().check(f.dice(), actor, Ability.DEX, null, edge.edge(),
                Edges.training(actor, "stealth"), "stealth");
        List<Roll> watching = new ArrayList<>();
        List<String> fooled = new ArrayList<>();
        List<Edges.Found> observerEdges = new ArrayList<>();
        for (String id : observers) {
            Combatant o = f.battle().combatant(id);
            if (exposed(f.battle(), id, actor.id())) {
                // "You can't simply stand in the middle of an empty, lit room and hope to avoid notice. Something
                // must conceal you ... the thing must cover at least half your body" (001 › Conditions for Stealth)
                watching.add(new Roll(id, "perception", "none", List.of(), List.of(), List.of(), 0, stealth.total(),
                        "notices (no cover or obscurement)", Playtest.CONDITIONS_FOR_STEALTH.citation()));
                observerEdges.add(new Edges.Found(battleledger.kernel.ruleset.Edge.none(), List.of()));
                continue;
            }
            if (o.has(Condition.Effect.CANNOT_HEAR) && cannotSee(f.battle(), id, actor.id())) {
                // "anyone attempting to sneak up on the creature succeeds automatically, unless it has a chance to see
                // them" (001 › Conditions › Deafened)
                watching.add(new Roll(id, "perception", "none", List.of(), List.of(), List.of(), 0, stealth.total(),
                        "does not notice (deafened, and cannot see the hider)", Condition.DEAFENED.rule().citation()));
                observerEdges.add(new Edges.Found(battleledger.kernel.ruleset.Edge.none(), List.of()));
                fooled.add(id);
                continue;
            }
            Edges.Found oe = Edges.check(f.battle(), o, Ability.WIS, "perception");
            observerEdges.add(oe);
            Roll wis = f.ruleset().check(f.dice(), o, Ability.WIS, null, oe.edge(), Edges.training(o, "perception"),
                    "perception");
            // "Ties are a special case in this contest. If a creature is already aware of you before the contest, you
            // fail to hide. If was not aware of you before the contest, you remain hidden in the case of a tie." In a
            // fight an observer is aware of you, unless it is still surprised: "Anyone who was unaware of their
            // opponents' approach or presence is surprised" (001 › Combat › Surprise)
            boolean hidden = stealth.total() > wis.total() || stealth.total() == wis.total() && o.surprised();
            watching.add(wis.judged(stealth.total(), hidden ? "does not notice" : "notices"));
            if (hidden) {
                fooled.add(id);
            }
        }
        Outcome out = Outcome.of(new HideResolved(f.step(), c.actor(), stealth.judged(null,
                fooled.isEmpty() ? "not hidden" : "hidden from " + fooled.size()), watching, fooled))
                .and(edge.spend(f, c.actor()));
        for (int i = 0; i < observers.size(); i++) {
            out = out.and(observerEdges.get(i).spend(f, observers.get(i)));
        }
        return out;
    }

    /**
     * On a grid, whether the observer sees the hider plainly: no cover of at least half from where it stands, and
     * not unseen (out of its sight, invisible, or in a heavily obscured area: "Obscured Areas: An environmental
     * phenomenon that heavily obscures you can also provide a means to hide", 001 › Exploration › Stealth). Without a
     * grid the GM names who might notice.
     */
    static boolean exposed(Battle b, String observer, String hider) {
        if (!battleledger.kernel.battlefield.Battlefield.gridded(b)) {
            return false;
        }
        battleledger.kernel.model.Situation s = battleledger.kernel.battlefield.Sightings.situation(b, observer, hider,
                battleledger.kernel.model.Situation.OPEN, false);
        boolean concealed = s.unseen() || s.cover() != battleledger.kernel.model.Situation.Cover.NONE
                || b.combatant(hider).has(Condition.Effect.UNSEEN)
                || b.combatant(observer).has(Condition.Effect.CANNOT_SEE);
        return !concealed;
    }

    /** Whether the observer has no chance to see the hider: it cannot see, the hider is invisible, or no line of sight. */
    static boolean cannotSee(Battle b, String observer, String hider) {
        return b.combatant(observer).has(Condition.Effect.CANNOT_SEE) || b.combatant(hider).has(Condition.Effect.UNSEEN)
                || battleledger.kernel.battlefield.Sightings.situation(b, observer, hider,
                battleledger.kernel.model.Situation.OPEN, false).unseen();
    }

    // cites Playtest.SPOTTING
    /** Searching: one Wisdom check against the standing Dexterity check of each creature hidden from the searcher. */
    public static Outcome search(Facts f, Search c) {
        Combatant actor = Acting.takesAction(f, c.actor());
        Battle b = f.battle();
        List<Combatant> hidden = new ArrayList<>();
        for (Combatant other : b.combatants().values()) {
            if (other.stance().hiding() != null && other.stance().hiding().from().contains(actor.id())
                    && (c.target() == null || c.target().equals(other.id()))) {
                hidden.add(other);
            }
        }
        if (c.target() != null) {
            f.combatant(c.target(), "target");
        }
        return Outcome.of(new Searched(f.step(), f.by(), c.actor(), c.target()))
                .then(g -> searchResolved(g, c, actor, hidden));
    }

    /** The searcher's Wisdom check, and each hidden creature it beats is found. */
    private static Outcome searchResolved(Facts f, Search c, Combatant actor, List<Combatant> hidden) {
        Edges.Found edge = Edges.check(f.battle(), actor, Ability.WIS, "perception");
        Roll wis = f.ruleset().check(f.dice(), actor, Ability.WIS, null, edge.edge(),
                Edges.training(actor, "perception"), "search");
        List<String> found = new ArrayList<>();
        for (Combatant h : hidden) {
            // a contest: the higher result wins; a tie leaves the situation as it was (001 › Basic Rules › Contests)
            if (wis.total() > h.stance().hiding().stealth()) {
                found.add(h.id());
            }
        }
        return Outcome.of(new CheckRolled(f.step(), c.actor(), "wis", "search", wis.judged(null,
                found.isEmpty() ? "finds nobody" : "finds " + String.join(", ", found))))
                .and(edge.spend(f, c.actor()))
                .and(Outcome.of(found.stream().map(id -> new Revealed(f.step(), id, List.of(c.actor()),
                        "found by " + actor.stats().name())).toList()));
    }

    /**
     * "Being Detected: If you lose the conditions needed to remain hidden, you are automatically spotted, as long as
     * a creature is looking in your direction" (001 › Exploration › Stealth). On a grid, after any move: each hidden
     * creature is spotted by every creature it hid from that now sees it plainly — no cover, in sight, not invisible
     * — whether the hider stepped into the open or the observer walked round the wall. Without a grid the GM rules.
     */
    public static Outcome spotted(Facts f) {
        Battle b = f.battle();
        if (!battleledger.kernel.battlefield.Battlefield.gridded(b)) {
            return Outcome.none();
        }
        List<Revealed> found = new ArrayList<>();
        for (Combatant hider : List.copyOf(b.combatants().values())) {
            if (hider.stance().hiding() == null || hider.dead()) {
                continue;
            }
            List<String> seeing = new ArrayList<>();
            for (String id : hider.stance().hiding().from()) {
                Combatant o = b.combatant(id);
                if (o != null && !o.dead() && perceives(o)
                        && !battleledger.kernel.battlefield.Battlefield.space(b, id).isEmpty()
                        && !battleledger.kernel.battlefield.Battlefield.space(b, hider).isEmpty()
                        && exposed(b, id, hider.id())) {
                    seeing.add(id);
                }
            }
            if (!seeing.isEmpty()) {
                found.add(new Revealed(f.step(), hider.id(), seeing, "nothing conceals it any more"));
            }
        }
        return Outcome.of(found);
    }

    /** A creature that can notice others: not dead, not unconscious or otherwise unable to perceive. */
    static boolean perceives(Combatant c) {
        return !c.dead() && !(c.has(Condition.Effect.CANNOT_SEE) && c.has(Condition.Effect.CANNOT_HEAR));
    }
}
