package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.Condition;
import battleledger.kernel.support.Dispatch;

/**
 * How each event changes the battle. Never rolls, never fails; events that change nothing have no entry. The folds
 * live with their area: {@link SetupFold}, {@link TurnFold}, {@link VitalsFold}, {@link StanceFold}.
 */
public final class BattleFold {

    static final Dispatch<Battle, EncounterEvent> FOLD = new Dispatch<>();

    static {
        SetupFold.register(FOLD);
        TurnFold.register(FOLD);
        VitalsFold.register(FOLD);
        StanceFold.register(FOLD);
        SpellFold.register(FOLD);
        WillpowerFold.register(FOLD);
    }

    private BattleFold() {
    }

    public static Battle apply(Battle b, EncounterEvent event) {
        return WillpowerFold.after(ClockFold.apply(FOLD.apply(b, event), event), event);
    }

    /** A creature's speed this turn: halved when blinded, 0 when it cannot move (001 › Conditions). */
    static int speed(Battle b, String id) {
        Combatant c = b.combatant(id);
        if (c == null || c.has(Condition.Effect.SPEED_ZERO) || c.has(Condition.Effect.CANNOT_MOVE)) {
            return 0;
        }
        int speed = c.stats().speed();
        return c.has(Condition.Effect.HALF_SPEED) ? speed / 2 : speed;
    }

    /** Spends the action of the creature whose turn it is (a reaction spends none). */
    static Battle actionUsed(Battle b, String actor) {
        return actor.equals(b.turn()) ? b.withEconomy(Economy::withActionUsed) : b;
    }
}
