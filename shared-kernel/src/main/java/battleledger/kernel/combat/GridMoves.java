package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Walks;
import battleledger.kernel.command.IntentCommand.Disengage;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.event.IntentEvent.Disengaged;
import battleledger.kernel.event.IntentEvent.Moved;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Combatant;

import java.util.List;

/**
 * Moving on a grid (001 › Combat › Movement in Combat): the move names its path and the engine works out what it
 * costs and whose reach it leaves and enters, so nobody has to say so.
 */
final class GridMoves {

    private GridMoves() {
    }

    static Outcome move(Facts f, Move c, Combatant actor) {
        boolean prone = actor.has(Condition.PRONE);
        if (c.standUp() && !prone) {
            throw RuleViolation.conflict("not-prone", Playtest.STAND_UP, actor.stats().name() + " is not prone");
        }
        noReachNamed(c.leaves(), c.enters());
        if (c.path().isEmpty() && !c.standUp()) {
            throw RuleViolation.invalid("path-required", "on a grid a move names its path: the cells it enters, "
                    + "one step at a time");
        }
        Walks.Walk w = Walks.walk(f.battle(), actor, c.path(), prone && !c.standUp());
        sameLength(c.feet(), c.path());
        // "Stand Up ... costs 5 feet of movement"; "Every 5 feet you crawl costs 5 extra feet" (001 › Exploration)
        int stand = c.standUp() ? 5 : 0;
        int left = f.battle().economy().movementLeft();
        if (w.planned() + stand > left) {
            throw RuleViolation.conflict("not-enough-movement", Playtest.TAKING_A_TURN, actor.stats().name()
                    + " has " + left + " feet of movement left; this path costs " + (w.planned() + stand));
        }
        return Outcome.of(new Moved(f.step(), f.by(), c.actor(), w.feet(), w.leaves(), w.enters(), c.standUp(),
                w.path(), w.cost() + stand)).then(g -> stopped(g, actor, w))
                .then(g -> Movement.moved(g, actor, c.standUp(), w.leaves(), w.enters(), w.leftFrom()));
    }

    /**
     * The walk's end when a creature hidden from the mover stood in its way (001 › Exploration › Stealth › Benefits of
     * Being Hidden: "your enemies don't know where you are"): the move is not refused, which would tell the mover's
     * player where the hidden creature stands without the mover setting out; the mover sets out and is stopped.
     */
    static Outcome stopped(Facts f, Combatant mover, Walks.Walk w) {
        if (!w.stopped()) {
            return Outcome.none();
        }
        return Outcome.of(new battleledger.kernel.event.StanceEvent.MoveBlocked(f.step(), mover.id(),
                f.battle().combatant(mover.id()).stats().position(), w.blocked()));
    }

    /** "you move up to 10 feet ... without provoking opportunity attacks" (001 › Actions in Combat › Disengage). */
    static Outcome disengage(Facts f, Disengage c, Combatant actor) {
        noReachNamed(c.leaves(), c.enters());
        Walks.Walk w = Walks.walk(f.battle(), actor, c.path(), actor.has(Condition.PRONE));
        sameLength(c.feet(), c.path());
        if (w.planned() > Movement.DISENGAGE_FEET) {
            throw RuleViolation.conflict("not-enough-movement", Playtest.DISENGAGE, "disengaging moves up to "
                    + Movement.DISENGAGE_FEET + " feet; this path costs " + w.planned());
        }
        return Outcome.of(new Disengaged(f.step(), f.by(), c.actor(), w.feet(), w.leaves(), w.enters(), w.path(),
                w.cost())).then(g -> stopped(g, actor, w)).then(g -> Movement.insideObjects(g, actor))
                .then(Stealth::spotted)
                .owe(Movement.triggerPoint(actor, w.leaves(), w.enters()));
    }

    /** Without a grid there are no cells to walk: a move names distances and reach instead. */
    static void noPath(List<battleledger.kernel.model.Position> path) {
        if (!path.isEmpty()) {
            throw RuleViolation.conflict("no-grid", null, "this encounter plays without a grid: a move names its "
                    + "feet and whose reach it leaves and enters, not a path");
        }
    }

    static void noReachNamed(List<String> leaves, List<String> enters) {
        if (!leaves.isEmpty() || !enters.isEmpty()) {
            throw RuleViolation.invalid("reach-from-path", "on a grid, whose reach a move leaves and enters follows "
                    + "from its path: leave out leaves and enters");
        }
    }

    static void sameLength(int feet, List<battleledger.kernel.model.Position> path) {
        if (feet != 0 && feet != 5 * path.size()) {
            throw RuleViolation.invalid("invalid-distance", "the path is " + 5 * path.size() + " feet long, not "
                    + feet);
        }
    }
}
