package battleledger.kernel.combat;

import battleledger.kernel.Decision;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.OutcomeEvent.RoundStarted;
import battleledger.kernel.event.OutcomeEvent.TurnStarted;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;

import java.util.List;

/** Turns and rounds: "each participant in the battle taking a turn in initiative order" (001 › Combat). */
public final class Turns {

    private Turns() {
    }

    public static void endTurn(Decision d, EndTurn c) {
        Battle b = requireCombat(d);
        d.combatant(c.actor(), "actor");
        requireSender(d, c.actor());
        if (!c.actor().equals(b.turn())) {
            throw RuleViolation.conflict("not-your-turn", Playtest.TAKING_A_TURN,
                    "it is " + b.turn() + "'s turn, not " + c.actor() + "'s");
        }
        d.emit(new TurnEnded(d.step(), d.by(), c.actor()));
        advance(d);
    }

    /**
     * The next combatant in initiative order takes its turn; after the last, "the fight continues to the next
     * round" (001 › Combat › The Round).
     */
    static void advance(Decision d) {
        Battle b = d.battle();
        List<String> order = b.order();
        int next = order.indexOf(b.turn()) + 1;
        int round = b.round();
        if (next >= order.size()) {
            next = 0;
            round++;
            d.emit(new RoundStarted(d.step(), round));
        }
        d.emit(new TurnStarted(d.step(), round, order.get(next)));
    }

    public static Battle requireCombat(Decision d) {
        Battle b = d.battle();
        if (b.phase() != Battle.Phase.COMBAT) {
            throw RuleViolation.conflict("combat-not-started", Playtest.COMBAT_SEQUENCE,
                    "combat has not started yet; send StartCombat first");
        }
        return b;
    }

    /** A combatant's choices are made by its player or by the GM. */
    public static void requireSender(Decision d, String actor) {
        if (!d.byGm() && !d.by().equals(actor)) {
            throw RuleViolation.forbidden("not-your-combatant", Playtest.TAKING_A_TURN,
                    "\"" + d.by() + "\" cannot act for " + actor + "; only its player or the GM can");
        }
    }
}
