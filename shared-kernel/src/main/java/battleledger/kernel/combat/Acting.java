package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Offer;

import java.util.List;

/**
 * Who may do what, now: the checks every action, move and reaction shares. Each is a named guard (issue 10, item 2): it
 * reads the facts and refuses, or answers the creature it checked; none produces events.
 */
public final class Acting {

    private Acting() {
    }

    /** The actor taking an action on its turn: "When you take a turn, you can take one action." */
    public static Combatant takesAction(Facts f, String actorId) {
        Combatant actor = onTurn(f, actorId);
        ableToAct(actor, "act");
        if (f.battle().economy().actionUsed()) {
            throw RuleViolation.conflict("action-used", Playtest.TAKING_A_TURN,
                    actor.stats().name() + " has already taken an action this turn");
        }
        return actor;
    }

    /** The actor moving on its turn: "You can also move up to your speed." */
    public static Combatant moves(Facts f, String actorId) {
        Combatant actor = onTurn(f, actorId);
        ableToAct(actor, "move");
        List<Condition> stuck = actor.with(Condition.Effect.CANNOT_MOVE);
        if (stuck.isEmpty()) {
            stuck = actor.with(Condition.Effect.SPEED_ZERO);
        }
        if (!stuck.isEmpty()) {
            throw RuleViolation.conflict("cannot-move", stuck.get(0).rule(),
                    actor.stats().name() + " cannot move while " + stuck.get(0).name().toLowerCase());
        }
        return actor;
    }

    /** It is the actor's turn, the sender may act for it, and no reaction is awaited. */
    public static Combatant onTurn(Facts f, String actorId) {
        Battle b = Turns.requireCombat(f);
        Combatant actor = f.combatant(actorId, "actor");
        Turns.requireSender(f, actorId);
        noReactionAwaited(f);
        if (!actorId.equals(b.turn())) {
            throw RuleViolation.conflict("not-your-turn", Playtest.TAKING_A_TURN,
                    "it is " + b.turn() + "'s turn, not " + actorId + "'s");
        }
        return actor;
    }

    /** Refuses a creature that cannot take actions: surprised, incapacitated by a condition, or dead. */
    public static void ableToAct(Combatant c, String what) {
        if (c.dead()) {
            throw RuleViolation.conflict("dead", Playtest.DEAD, c.stats().name() + " is dead");
        }
        if (c.surprised()) {
            throw RuleViolation.conflict("surprised", Playtest.SURPRISE, c.stats().name()
                    + " is surprised and cannot move or take actions until after its first turn");
        }
        List<Condition> unable = c.with(Condition.Effect.CANNOT_ACT);
        if (!unable.isEmpty()) {
            throw RuleViolation.conflict("incapacitated", unable.get(0).rule(), c.stats().name() + " cannot "
                    + what + " while " + unable.get(0).name().toLowerCase());
        }
    }

    /**
     * Able to act and with its reaction unused: "When you take a reaction, you can't take another one until the start
     * of your next turn" (001 › Combat › Taking a Turn › Reactions).
     */
    public static Combatant reacts(Combatant c) {
        ableToAct(c, "react");
        if (!c.reactionAvailable()) {
            throw RuleViolation.conflict("no-reaction", Playtest.REACTIONS,
                    c.stats().name() + " has already taken a reaction since its last turn");
        }
        return c;
    }

    /** While the battle waits for a reaction, nothing else happens until it is declared or passed. */
    public static void noReactionAwaited(Facts f) {
        List<Offer> offers = f.battle().offers();
        if (!offers.isEmpty()) {
            Offer o = offers.get(0);
            // a parry or dodge awaited cites the ruleset's defence rule, any other reaction the opportunity attack's
            Combatant reactor = o.harm() == null ? null : f.battle().combatant(o.reactor());
            Rule defence = reactor == null ? null : f.ruleset().offersDefence(reactor);
            throw RuleViolation.conflict("awaiting-reaction", defence == null ? Playtest.OPPORTUNITY_ATTACKS : defence,
                    "the battle waits for " + unlessUnseen(f, o) + " to take or pass its "
                            + o.reaction() + " against " + o.against());
        }
    }

    /**
     * Who is asked, as a refusal may name it: "a creature" as well when what it readied is a spell nobody could
     * perceive it casting (000 › Perceiving a Caster at Work), as the log's line of the offer reads.
     */
    private static String unlessUnseen(Facts f, Offer o) {
        boolean told = f.byGm() || o.reactor().equals(f.by());
        return !told && battleledger.kernel.magic.Perceiving.readiedUnseen(f.battle(), o.reactor(), o.reaction())
                ? "a creature" : unlessHiding(f, o.reactor());
    }

    /**
     * The id of a creature as a refusal may name it: "a creature" when it is hiding (001 › Exploration › Stealth ›
     * Benefits of Being Hidden: "your enemies don't know where you are"), since who the battle asks to react tells
     * where it stands; the refusal goes to whoever sent the command, and the GM and the hider are told.
     */
    public static String unlessHiding(Facts f, String id) {
        Combatant c = f.battle().combatant(id);
        boolean told = f.byGm() || id.equals(f.by());
        return told || c == null || c.stance().hiding() == null ? id : "a creature";
    }

    /** The named creature, alive: a target for an action. */
    public static Combatant living(Facts f, String id, String field, Rule rule) {
        Combatant c = f.combatant(id, field);
        if (c.dead()) {
            throw RuleViolation.conflict("target-dead", rule, c.stats().name() + " is dead");
        }
        return c;
    }
}
