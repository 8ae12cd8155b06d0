package battleledger.kernel.state;

import battleledger.kernel.event.AttackEvent;
import battleledger.kernel.event.DiceEvent;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.ExplorationEvent;
import battleledger.kernel.event.IntentEvent;
import battleledger.kernel.event.RulingEvent;
import battleledger.kernel.event.SequenceEvent;
import battleledger.kernel.event.SetupEvent;
import battleledger.kernel.event.SpellEvent;
import battleledger.kernel.event.StanceEvent;
import battleledger.kernel.event.TimelineEvent;
import battleledger.kernel.event.TurnEvent;
import battleledger.kernel.event.VitalsEvent;
import battleledger.kernel.model.Condition;

/**
 * How each event changes the battle. Never rolls, never fails. Every event type has its line in a sealed
 * {@code switch} with no {@code default} (issue 10, item 5): an event added to a family that is not given a line
 * here or in its area's fold does not compile; events that change nothing say so ({@code -> b}). The folds live
 * with their area: {@link SetupFold}, {@link TurnFold}, {@link VitalsFold}, {@link StanceFold}, {@link SpellFold};
 * {@link ClockFold} moves the game clock after an event's own change.
 */
public final class BattleFold {

    private BattleFold() {
    }

    public static Battle apply(Battle b, EncounterEvent event) {
        Battle next = switch (event) {
            case SetupEvent e -> SetupFold.apply(b, e);
            case IntentEvent e -> TurnFold.intent(b, e);
            case TurnEvent e -> TurnFold.turn(b, e);
            case StanceEvent e -> StanceFold.apply(b, e);
            case VitalsEvent e -> VitalsFold.apply(b, e);
            case SpellEvent e -> SpellFold.spell(b, e);
            case SequenceEvent e -> SpellFold.sequence(b, e);
            case RulingEvent e -> ruled(b, e);
            case ExplorationEvent e -> ClockFold.explored(b, e);
            case AttackEvent e -> unchanged(b, e);
            case TimelineEvent e -> unchanged(b, e);
            case DiceEvent e -> unchanged(b, e);
        };
        return WillpowerFold.after(next, event);
    }

    /** The GM's rulings that leave something behind in the battle; the others are folded as what they called for. */
    private static Battle ruled(Battle b, RulingEvent event) {
        return switch (event) {
            case RulingEvent.AdvantageGranted e -> StanceFold.advantageGranted(b, e);
            case RulingEvent.DifficultySet e -> b.withEconomy(x -> x.withImprovising(null));
            case RulingEvent.SightRuled e -> SetupFold.sightRuled(b, e);
            case RulingEvent.RollOverridden e -> b;
            case RulingEvent.ConditionRuled e -> b;
            case RulingEvent.CheckCalled e -> b;
            case RulingEvent.SaveCalled e -> b;
            case RulingEvent.ContestCalled e -> b;
            case RulingEvent.MishapRuled e -> b;
            case RulingEvent.FallRuled e -> b; // its damage and landing prone are events of their own
            case RulingEvent.GrimoireLost e -> MageFold.grimoireLost(b, e);
            case RulingEvent.GrimoireGained e -> MageFold.grimoireGained(b, e);
            case RulingEvent.ConcentrationDisturbed e -> MageFold.disturbed(b, e);
        };
    }

    /** An attack's roll changes nothing until its damage is dealt. */
    private static Battle unchanged(Battle b, AttackEvent event) {
        return switch (event) {
            case AttackEvent.AttackRolled e -> b;
            case AttackEvent.DefenceRolled e -> DefenceFold.defended(b, e);
            case AttackEvent.AttackBaned e -> DefenceFold.baned(b, e);
        };
    }

    /** The timeline's events are folded by {@link EncounterEvolver}: it rebuilds the battle from the active steps. */
    private static Battle unchanged(Battle b, TimelineEvent event) {
        return switch (event) {
            case TimelineEvent.StepUndone e -> b;
            case TimelineEvent.StepRedone e -> b;
            case TimelineEvent.RulingRevoked e -> b;
            case TimelineEvent.StepRedecided e -> b;
            case TimelineEvent.StepsKept e -> b;
        };
    }

    /** Manual dice: a roll awaited or submitted changes nothing in the battle by itself. */
    private static Battle unchanged(Battle b, DiceEvent event) {
        return switch (event) {
            case DiceEvent.RollAwaited e -> b;
            case DiceEvent.DiceSubmitted e -> b;
        };
    }

    /**
     * A creature's speed this turn: 10 feet less when encumbered (001 › Ability Scores › Strength › Carrying
     * Capacity), halved when blinded, 0 when it cannot move (001 › Conditions).
     */
    static int speed(Battle b, String id) {
        Combatant c = b.combatant(id);
        if (c == null || c.has(Condition.Effect.SPEED_ZERO) || c.has(Condition.Effect.CANNOT_MOVE)) {
            return 0;
        }
        int speed = battleledger.kernel.model.Carrying.encumbered(c.stats())
                ? Math.max(0, c.stats().speed() - battleledger.kernel.model.Carrying.SLOWER) : c.stats().speed();
        return c.has(Condition.Effect.HALF_SPEED) ? speed / 2 : speed;
    }

    /** Spends the action of the creature whose turn it is (a reaction spends none). */
    static Battle actionUsed(Battle b, String actor) {
        return actor.equals(b.turn()) ? b.withEconomy(Economy::withActionUsed) : b;
    }
}
