package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.Disengage;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.event.IntentEvent.Disengaged;
import battleledger.kernel.event.IntentEvent.Moved;
import battleledger.kernel.event.StanceEvent.ConditionRemoved;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.decision.TriggerPoint;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Moving in combat (001 › Combat › Movement in Combat). Without a grid a move names the creatures whose reach it
 * leaves and enters; "If you try to move beyond a hostile creature's reach, that creature can take a reaction to
 * make a melee attack against you with advantage ... The creature cannot make an opportunity attack against [you] if
 * you are disengaging."
 */
public final class Movement {

    static final int DISENGAGE_FEET = 10;
    public static final String OPPORTUNITY_ATTACK = "opportunity attack";

    private Movement() {
    }

    public static Outcome move(Facts f, Move c) {
        Combatant actor = Acting.moves(f, c.actor());
        if (Battlefield.gridded(f.battle())) {
            return GridMoves.move(f, c, actor);
        }
        GridMoves.noPath(c.path());
        if (c.feet() < 0 || c.feet() % 5 != 0 || c.feet() > 10_000) {
            throw RuleViolation.invalid("invalid-distance",
                    "movement is spent in segments of 5 feet (001 › Exploration › Movement)");
        }
        boolean prone = actor.has(Condition.PRONE);
        if (c.standUp() && !prone) {
            throw RuleViolation.conflict("not-prone", Playtest.STAND_UP, actor.stats().name() + " is not prone");
        }
        // cites Playtest.CRAWL
        // "Stand Up ... costs 5 feet of movement"; "Every 5 feet you crawl costs 5 extra feet" (001 › Exploration)
        int cost = (c.standUp() ? 5 : 0) + (prone && !c.standUp() ? 2 * c.feet() : c.feet());
        int left = f.battle().economy().movementLeft();
        if (cost > left) {
            throw RuleViolation.conflict("not-enough-movement", Playtest.TAKING_A_TURN, actor.stats().name()
                    + " has " + left + " feet of movement left; this move costs " + cost
                    + (prone && !c.standUp() ? " (crawling)" : ""));
        }
        checkReach(f, actor, c.leaves(), c.enters());
        return Outcome.of(new Moved(f.step(), f.by(), c.actor(), c.feet(), c.leaves(), c.enters(), c.standUp(),
                List.of(), null)).then(g -> moved(g, actor, c.standUp(), c.leaves(), c.enters(), java.util.Map.of()));
    }

    /**
     * After a move: standing up, opportunity attacks, and the move as a trigger point. {@code leftFrom}: on a grid,
     * where the mover stood as it left each reach. Decided on the battle as the move itself left it.
     */
    static Outcome moved(Facts f, Combatant actor, boolean stoodUp, List<String> leaves, List<String> enters,
                         java.util.Map<String, battleledger.kernel.model.Position> leftFrom) {
        Outcome out = insideObjects(f, actor);
        if (stoodUp) {
            out = out.and(new ConditionRemoved(f.step(), actor.id(), Condition.PRONE, "stands up"));
        }
        return out.then(g -> offerOpportunityAttacks(g, actor, leaves, leftFrom))
                .then(Stealth::spotted)
                .owe(triggerPoint(actor, leaves, enters));
    }

    /** Blinded on passing into a solid object, no longer on walking out of one, once the move is folded. */
    static Outcome insideObjects(Facts f, Combatant actor) {
        boolean wasInside = InsideObjects.inside(f.battle(), actor);
        return Outcome.next(g -> InsideObjects.moved(g, actor.id(), wasInside));
    }

    /**
     * Moving is a trigger point ("If the goblin moves next to me, I cast shocking grasp on it", 001 › Combat › Actions
     * in Combat › Ready an Action) — a Disengage's movement too: it leaves reach "without provoking an opportunity
     * attack", and nothing more, so a readied action still answers it (001 › Combat › Actions in Combat › Disengage).
     */
    static Owed triggerPoint(Combatant actor, List<String> leaves, List<String> enters) {
        List<String> points = new ArrayList<>(List.of("Moved"));
        if (!enters.isEmpty()) {
            points.add("EntersReach");
        }
        if (!leaves.isEmpty()) {
            points.add("LeavesReach");
        }
        List<String> near = new ArrayList<>(enters);
        near.addAll(leaves);
        return new Owed.TriggerPointOpened(new TriggerPoint(points, actor.id(), near, null,
                actor.stats().name() + " moves"), null);
    }

    /** "When you disengage, you move up to 10 feet. During this movement, you can leave any hostile creature's reach
     * without provoking an opportunity attack from it." (001 › Combat › Actions in Combat › Disengage) */
    public static Outcome disengage(Facts f, Disengage c) {
        Combatant actor = Acting.takesAction(f, c.actor());
        Acting.moves(f, c.actor());
        if (Battlefield.gridded(f.battle())) {
            return GridMoves.disengage(f, c, actor);
        }
        GridMoves.noPath(c.path());
        if (c.feet() < 0 || c.feet() > DISENGAGE_FEET || c.feet() % 5 != 0) {
            throw RuleViolation.invalid("invalid-distance", "disengaging moves 0 to 10 feet, in segments of 5");
        }
        if (actor.has(Condition.PRONE) && 2 * c.feet() > DISENGAGE_FEET) {
            // "Every 5 feet you crawl costs 5 extra feet" (001 › Movement in Combat › Crawl), as on a grid
            throw RuleViolation.conflict("not-enough-movement", Playtest.DISENGAGE, actor.stats().name()
                    + " is prone: crawling, disengaging's 10 feet take it " + DISENGAGE_FEET / 2 + " feet, not "
                    + c.feet());
        }
        checkReach(f, actor, c.leaves(), c.enters());
        return Outcome.of(new Disengaged(f.step(), f.by(), c.actor(), c.feet(), c.leaves(), c.enters(), List.of(),
                null)).owe(triggerPoint(actor, c.leaves(), c.enters()));
    }

    static void checkReach(Facts f, Combatant actor, List<String> leaves, List<String> enters) {
        Battle b = f.battle();
        for (String id : concat(leaves, enters)) {
            Combatant named = f.combatant(id, leaves.contains(id) ? "leaves[]" : "enters[]");
            if (!f.byGm() && named.stance().hiding() != null && named.stance().hiding().from().contains(actor.id())) {
                // "your enemies don't know where you are" (001 › Exploration › Stealth › Benefits of Being Hidden):
                // refused alike whether or not the mover stands in its reach, which the answer would tell otherwise
                throw RuleViolation.conflict("hidden-from-mover", Playtest.HIDDEN, actor.stats().name()
                        + " does not know where " + id + " is: a move names the reach of creatures it knows of "
                        + "(the GM may name any)");
            }
        }
        for (String id : leaves) {
            f.combatant(id, "leaves[]");
            if (!b.engaged(actor.id(), id)) {
                throw RuleViolation.conflict("not-within-reach", Playtest.MOVEMENT_IN_COMBAT,
                        actor.stats().name() + " is not within " + id + "'s reach, so it cannot leave it");
            }
        }
        for (String id : enters) {
            Combatant other = f.combatant(id, "enters[]");
            if (id.equals(actor.id()) || leaves.contains(id)) {
                throw RuleViolation.invalid("invalid-move", "a move cannot enter its own reach or one it leaves");
            }
            if (b.engaged(actor.id(), id)) {
                throw RuleViolation.conflict("already-within-reach", Playtest.MOVEMENT_IN_COMBAT,
                        actor.stats().name() + " is already within " + other.stats().name() + "'s reach");
            }
        }
    }

    /**
     * Each hostile creature left behind that can react, and may attack the mover at all, is offered an opportunity
     * attack, lowest initiative first. Only the Disengage action's own movement is safe ("During this movement", 001 ›
     * Combat › Actions in Combat › Disengage): a later Move the same turn provokes as usual, so this never looks at
     * the turn's economy. A creature the mover is hidden from, or that the mover has charmed, is not offered one
     * (001 › Exploration › Stealth › Benefits of Being Hidden; 001 › Conditions › Charmed).
     */
    static Outcome offerOpportunityAttacks(Facts f, Combatant mover, List<String> left,
                                           java.util.Map<String, battleledger.kernel.model.Position> leftFrom) {
        Battle b = f.battle();
        List<String> order = b.order();
        List<String> eligible = new ArrayList<>();
        for (String id : left) {
            Combatant c = b.combatant(id);
            if (b.hostile(id, mover.id()) && canReact(c) && c.stats().attacks().stream()
                    .anyMatch(a -> a.melee() && !Hands.dropped(b, c, a.name()))
                    && Attacks.forbidden(b, c, mover) == null) {
                eligible.add(id);
            }
        }
        eligible.sort(Comparator.comparingInt((String id) -> order.indexOf(id)).reversed());
        return Outcome.of(eligible.stream().map(id -> new ReactionOffered(f.step(), id, mover.id(),
                OPPORTUNITY_ATTACK, null, Playtest.OPPORTUNITY_ATTACKS.citation(), leftFrom.get(id))).toList());
    }

    /** "any effect that denies you the ability to take actions also prohibits you from taking a reaction" */
    static boolean canReact(Combatant c) {
        return c != null && !c.incapacitated() && !c.surprised() && c.reactionAvailable();
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new java.util.ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
