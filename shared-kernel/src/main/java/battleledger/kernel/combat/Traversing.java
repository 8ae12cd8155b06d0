package battleledger.kernel.combat;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.battlefield.Walks;
import battleledger.kernel.command.IntentCommand.Traverse;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.IntentEvent.Traversed;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.Combatant;

import java.util.List;

/**
 * Movement beyond walking (001 › Exploration › Movement › Modes of Movement): "These different modes of movement
 * can be combined when you move. Simply deduct the distance of each segment of your move from your speed until it is
 * spent". Climbing and swimming cost 5 extra feet for every 5 feet; a jump spends the feet it covers, and how far it
 * can go depends on Strength and on whether the creature walked at least 10 feet first.
 */
public final class Traversing {

    /** "If you walk at least 10 feet and then make a long jump" — the run-up. */
    static final int RUN_UP = 10;

    /** The ways a Traverse moves (001 › Movement: climbing, swimming, the long and the high jump). */
    public static final List<String> MODES = List.of("climb", "swim", "long-jump", "high-jump");

    private Traversing() {
    }

    public static Outcome traverse(Facts f, Traverse c) {
        Combatant actor = Acting.moves(f, c.actor());
        String mode = c.mode() == null ? "" : c.mode();
        if (!MODES.contains(mode)) {
            throw RuleViolation.invalid("invalid-mode", "mode is one of " + String.join(", ", MODES));
        }
        Rule rule = switch (mode) {
            case "climb" -> Playtest.CLIMB;
            case "swim" -> Playtest.SWIM;
            case "long-jump" -> Playtest.LONG_JUMP;
            default -> Playtest.HIGH_JUMP;
        };
        if (actor.has(Condition.PRONE)) {
            throw RuleViolation.conflict("prone", Playtest.CRAWL, actor.stats().name() + " is prone: \"crawling is "
                    + "your only option for movement while you remain prone\"; stand up first");
        }
        boolean gridded = Battlefield.gridded(f.battle());
        boolean high = mode.equals("high-jump");
        boolean jump = high || mode.equals("long-jump");
        if (high && !c.path().isEmpty()) {
            throw RuleViolation.invalid("invalid-path", "a high jump rises in place: it has no path");
        }
        if (!gridded) {
            GridMoves.noPath(c.path());
            Movement.checkReach(f, actor, c.leaves(), c.enters());
        } else {
            GridMoves.noReachNamed(c.leaves(), c.enters());
            if (!high && c.path().isEmpty()) {
                throw RuleViolation.invalid("path-required", "on a grid a climb, a swim or a long jump names its "
                        + "path: the cells it enters, one step at a time");
            }
        }
        // on a grid the cells tell how far; climbing and swimming are costed like crawling, 5 extra feet for every 5
        Walks.Walk w = gridded && !high ? Walks.walk(f.battle(), actor, c.path(), !jump) : null;
        int feet = w != null ? 5 * c.path().size() : c.feet();
        if (w != null) {
            GridMoves.sameLength(c.feet(), c.path());
        }
        if (feet <= 0 || feet > 10_000 || (!jump && feet % 5 != 0)) {
            throw RuleViolation.invalid("invalid-distance", jump ? "a jump covers at least 1 foot"
                    : "climbing and swimming are spent in segments of 5 feet (001 › Exploration › Movement)");
        }
        // "If you walk at least 10 feet and then make a long jump": feet walked, not movement spent (a crawl, a climb
        // or difficult ground spends more than it walks)
        boolean runUp = f.battle().economy().walkedFeet() >= RUN_UP;
        Integer limit = jump ? limit(actor, high, runUp) : null;
        if (limit != null && feet > limit) {
            throw RuleViolation.conflict("too-far", rule, actor.stats().name() + " can " + (high ? "rise " : "leap ")
                    + limit + " feet" + (runUp ? " after a run-up" : " without a run-up of at least 10 feet")
                    + ", not " + feet);
        }
        // a jump spends the feet it covers (a long jump sails over difficult terrain); a climb or a swim twice its feet
        int cost = jump ? feet : w != null ? w.planned() : 2 * feet;
        int left = f.battle().economy().movementLeft();
        if (cost > left) {
            throw RuleViolation.conflict("not-enough-movement", Playtest.TAKING_A_TURN, actor.stats().name()
                    + " has " + left + " feet of movement left; this " + mode + " costs " + cost);
        }
        List<String> leaves = w != null ? w.leaves() : c.leaves();
        List<String> enters = w != null ? w.enters() : c.enters();
        java.util.Map<String, battleledger.kernel.model.Position> leftFrom = w != null ? w.leftFrom()
                : java.util.Map.of();
        if (w != null && w.stopped()) { // a creature hidden from the mover stood in its way: it went so far
            feet = w.feet();
            cost = jump ? feet : w.cost();
        }
        return Outcome.of(new Traversed(f.step(), f.by(), c.actor(), mode, feet, leaves, enters,
                        w != null ? w.path() : c.path(), cost, runUp, limit))
                .then(g -> w == null ? Outcome.none() : GridMoves.stopped(g, actor, w))
                .then(g -> Movement.moved(g, actor, false, leaves, enters, leftFrom));
    }

    /**
     * "Long Jump: If you walk at least 10 feet and then make a long jump, you leap a number of feet up to your Strength
     * score. Otherwise, you can leap only half that distance. High Jump: If you walk at least 10 feet and then make a
     * high jump, you rise a number of feet into the air up to 3 + your Strength modifier. Otherwise, you can rise only a
     * number of feet up to your Strength modifier (minimum 1)." A run-up never makes a jump shorter than a standing one.
     */
    static int limit(Combatant c, boolean high, boolean runUp) {
        int str = c.stats().abilities().score(Ability.STR);
        int mod = c.stats().modifier(Ability.STR);
        if (high) {
            int standing = Math.max(1, mod);
            return runUp ? Math.max(standing, 3 + mod) : standing;
        }
        return runUp ? str : str / 2;
    }
}
