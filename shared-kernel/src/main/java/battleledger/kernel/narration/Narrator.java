package battleledger.kernel.narration;

import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.AttackEvent;
import battleledger.kernel.event.DiceEvent;
import battleledger.kernel.event.ExplorationEvent;
import battleledger.kernel.event.DragonbaneIntent;
import battleledger.kernel.event.IntentEvent;
import battleledger.kernel.event.RulingEvent;
import battleledger.kernel.event.SequenceEvent;
import battleledger.kernel.event.SetupEvent;
import battleledger.kernel.event.SpellEvent;
import battleledger.kernel.event.StanceEvent;
import battleledger.kernel.event.TimelineEvent;
import battleledger.kernel.event.TurnEvent;
import battleledger.kernel.event.VitalsEvent;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Tells each event in one line, for the log: names instead of ids, the dice and modifiers of every roll, and the
 * rule that applied. It reads the battle as it was just before the event. The lines themselves live with their
 * area ({@link SetupLines}, {@link TimelineLines}, ...), one {@code tell} per event.
 */
public final class Narrator {

    private Narrator() {
    }

    /**
     * The line for an event, told against the battle as it stood before the event: a sealed {@code switch} with no
     * {@code default}, so an event that has no line does not compile (issue 10, item 5).
     */
    public static Line narrate(Battle b, EncounterEvent event) {
        return WillpowerLines.concentrationEnds(b, event, line(b, event));
    }

    private static Line line(Battle b, EncounterEvent event) {
        return switch (event) {
            case AttackEvent.AttackRolled e -> CombatLines.tell(b, e);
            case AttackEvent.DefenceRolled e -> DefenceLines.tell(b, e);
            case AttackEvent.AttackBaned e -> DefenceLines.tell(b, e);
            case DiceEvent.DiceSubmitted e -> DiceLines.tell(b, e);
            case DiceEvent.RollAwaited e -> DiceLines.tell(b, e);
            case ExplorationEvent.LongRestInterrupted e -> ExplorationLines.tell(b, e);
            case ExplorationEvent.RecoveryRolled e -> ExplorationLines.tell(b, e);
            case ExplorationEvent.TimePassed e -> ExplorationLines.tell(b, e);
            case ExplorationEvent.SpellsRecorded e -> WillpowerLines.tell(b, e);
            case IntentEvent.ActionReadied e -> ActionLines.tell(b, e);
            case IntentEvent.AttackDeclared e -> ActionLines.tell(b, e);
            case IntentEvent.CoupDeGraceDeclared e -> ActionLines.tell(b, e);
            case DragonbaneIntent.DefenceDeclared e -> DefenceLines.tell(b, e);
            case IntentEvent.Disengaged e -> ActionLines.tell(b, e);
            case IntentEvent.Dodged e -> ActionLines.tell(b, e);
            case IntentEvent.Helped e -> ActionLines.tell(b, e);
            case IntentEvent.HideAttempted e -> ActionLines.tell(b, e);
            case IntentEvent.Hustled e -> ActionLines.tell(b, e);
            case IntentEvent.IdentifyAttempted e -> SpellLines.tell(b, e);
            case IntentEvent.Improvised e -> ActionLines.tell(b, e);
            case IntentEvent.ItemUsed e -> ActionLines.tell(b, e);
            case IntentEvent.Moved e -> ActionLines.tell(b, e);
            case IntentEvent.NoiseMade e -> ExplorationLines.tell(b, e);
            case IntentEvent.ItemDropped e -> ActionLines.tell(b, e);
            case IntentEvent.ItemPickedUp e -> ActionLines.tell(b, e);
            case DragonbaneIntent.PushDeclared e -> DefenceLines.tell(b, e);
            case IntentEvent.ReactionDeclared e -> ActionLines.tell(b, e);
            case IntentEvent.ReactionPassed e -> ActionLines.tell(b, e);
            case IntentEvent.Searched e -> ActionLines.tell(b, e);
            case IntentEvent.SpellChosen e -> SpellLines.tell(b, e);
            case IntentEvent.SpellEnded e -> SpellLines.tell(b, e);
            case DragonbaneIntent.SpellsPrepared e -> WillpowerLines.tell(b, e);
            case IntentEvent.Traversed e -> ExplorationLines.tell(b, e);
            case IntentEvent.TurnEnded e -> SetupLines.tell(b, e);
            case DragonbaneIntent.WillpowerSpellChosen e -> WillpowerLines.tell(b, e);
            case RulingEvent.AdvantageGranted e -> StanceLines.tell(b, e);
            case RulingEvent.CheckCalled e -> StanceLines.tell(b, e);
            case RulingEvent.ConcentrationDisturbed e -> WillpowerLines.tell(b, e);
            case RulingEvent.ConditionRuled e -> StanceLines.tell(b, e);
            case RulingEvent.ContestCalled e -> StanceLines.tell(b, e);
            case RulingEvent.DifficultySet e -> StanceLines.tell(b, e);
            case RulingEvent.GrimoireLost e -> WillpowerLines.tell(b, e);
            case RulingEvent.GrimoireGained e -> WillpowerLines.tell(b, e);
            case RulingEvent.MishapRuled e -> WillpowerLines.tell(b, e);
            case RulingEvent.FallRuled e -> StanceLines.tell(b, e);
            case RulingEvent.RollOverridden e -> TimelineLines.tell(b, e);
            case RulingEvent.SaveCalled e -> StanceLines.tell(b, e);
            case RulingEvent.SightRuled e -> ExplorationLines.tell(b, e);
            case SequenceEvent.ActionCancelled e -> SequenceLines.tell(b, e);
            case SequenceEvent.ActionDeclared e -> SequenceLines.tell(b, e);
            case SequenceEvent.ActionFizzled e -> SequenceLines.tell(b, e);
            case SequenceEvent.DeclarationsClosed e -> SequenceLines.tell(b, e);
            case SequenceEvent.Resolving e -> SequenceLines.tell(b, e);
            case SequenceEvent.SequenceClosed e -> SequenceLines.tell(b, e);
            case SequenceEvent.SequenceOpened e -> SequenceLines.tell(b, e);
            case SetupEvent.CombatEnded e -> StanceLines.tell(b, e);
            case SetupEvent.CombatStarted e -> SetupLines.tell(b, e);
            case SetupEvent.CombatantAdded e -> SetupLines.tell(b, e);
            case SetupEvent.EncounterCreated e -> SetupLines.tell(b, e);
            case SetupEvent.InitiativeDealt e -> SetupLines.tell(b, e);
            case SetupEvent.InitiativeOrderSet e -> SetupLines.tell(b, e);
            case SetupEvent.InitiativeRolled e -> SetupLines.tell(b, e);
            case SetupEvent.InitiativeShared e -> SetupLines.tell(b, e);
            case SetupEvent.InitiativeTiesRolledOff e -> SetupLines.tell(b, e);
            case SetupEvent.LongRestBegun e -> ExplorationLines.tell(b, e);
            case SetupEvent.LongRestTaken e -> StanceLines.tell(b, e);
            case SetupEvent.ShortRestTaken e -> StanceLines.tell(b, e);
            case SetupEvent.TerrainPlaced e -> SetupLines.tell(b, e);
            case SpellEvent.AreaResolved e -> EffectLines.tell(b, e);
            case SpellEvent.ConcentrationChecked e -> SpellLines.tell(b, e);
            case SpellEvent.CounterFailed e -> SpellLines.tell(b, e);
            case SpellEvent.DamageRolled e -> SpellLines.tell(b, e);
            case SpellEvent.EffectActivated e -> EffectLines.tell(b, e);
            case SpellEvent.EffectEnded e -> EffectLines.tell(b, e);
            case SpellEvent.EffectMoved e -> EffectLines.tell(b, e);
            case SpellEvent.EffectStarted e -> EffectLines.tell(b, e);
            case SpellEvent.EnergyChanged e -> SpellLines.tell(b, e);
            case SpellEvent.InvalidTarget e -> SpellLines.tell(b, e);
            case SpellEvent.PendingCountered e -> SpellLines.tell(b, e);
            case SpellEvent.PendingRedirected e -> SpellLines.tell(b, e);
            case SpellEvent.ReactionsDenied e -> SpellLines.tell(b, e);
            case SpellEvent.RedirectFailed e -> SpellLines.tell(b, e);
            case SpellEvent.SpellBegun e -> SpellLines.tell(b, e);
            case SpellEvent.RitualTimeSpent e -> SpellLines.tell(b, e);
            case SpellEvent.SpellCast e -> SpellLines.tell(b, e);
            case SpellEvent.SpellCastWithWillpower e -> WillpowerLines.tell(b, e);
            case SpellEvent.SpellCountered e -> SpellLines.tell(b, e);
            case SpellEvent.SpellFizzled e -> SpellLines.tell(b, e);
            case SpellEvent.SpellIdentified e -> SpellLines.tell(b, e);
            case SpellEvent.SpellInterrupted e -> SpellLines.tell(b, e);
            case SpellEvent.PendingDisrupted e -> SpellLines.tell(b, e);
            case SpellEvent.SpellResisted e -> WillpowerLines.tell(b, e);
            case SpellEvent.TargetSpared e -> SpellLines.tell(b, e);
            case SpellEvent.Teleported e -> EffectLines.tell(b, e);
            case SpellEvent.TriggeredEffectFired e -> EffectLines.tell(b, e);
            case SpellEvent.WillpowerDrained e -> WillpowerLines.tell(b, e);
            case SpellEvent.WillpowerEffectEnded e -> WillpowerLines.tell(b, e);
            case SpellEvent.WillpowerEffectStarted e -> WillpowerLines.tell(b, e);
            case StanceEvent.AdvantageSpent e -> StanceLines.tell(b, e);
            case StanceEvent.ConditionApplied e -> StanceLines.tell(b, e);
            case StanceEvent.ConditionRemoved e -> StanceLines.tell(b, e);
            case StanceEvent.DodgeEnded e -> StanceLines.tell(b, e);
            case StanceEvent.ItemLetFall e -> ActionLines.tell(b, e);
            case StanceEvent.MoveCutShort e -> ActionLines.tell(b, e);
            case StanceEvent.MoveBlocked e -> ActionLines.tell(b, e);
            case StanceEvent.HelpLapsed e -> StanceLines.tell(b, e);
            case StanceEvent.HideResolved e -> StanceLines.tell(b, e);
            case StanceEvent.ReadiedActionExpired e -> StanceLines.tell(b, e);
            case StanceEvent.Revealed e -> StanceLines.tell(b, e);
            case TimelineEvent.RulingRevoked e -> TimelineLines.tell(b, e);
            case TimelineEvent.StepRedecided e -> TimelineLines.tell(b, e);
            case TimelineEvent.StepRedone e -> TimelineLines.tell(b, e);
            case TimelineEvent.StepUndone e -> TimelineLines.tell(b, e);
            case TimelineEvent.StepsKept e -> TimelineLines.tell(b, e);
            case TurnEvent.ActionForgone e -> DefenceLines.tell(b, e);
            case TurnEvent.CheckRolled e -> StanceLines.tell(b, e);
            case TurnEvent.ContestRolled e -> StanceLines.tell(b, e);
            case TurnEvent.DefenceOffered e -> DefenceLines.tell(b, e);
            case TurnEvent.ReactionOffered e -> ActionLines.tell(b, e);
            case TurnEvent.RollPushed e -> DefenceLines.tell(b, e);
            case TurnEvent.RoundStarted e -> SetupLines.tell(b, e);
            case TurnEvent.SavingThrowMade e -> StanceLines.tell(b, e);
            case TurnEvent.TurnStarted e -> SetupLines.tell(b, e);
            case VitalsEvent.DamageDealt e -> CombatLines.tell(b, e);
            case VitalsEvent.DeathRollFailedByDamage e -> DefenceLines.tell(b, e);
            case VitalsEvent.DeathSaveRolled e -> CombatLines.tell(b, e);
            case VitalsEvent.Healed e -> CombatLines.tell(b, e);
            case VitalsEvent.HitDiceSpent e -> CombatLines.tell(b, e);
            case VitalsEvent.LifeChanged e -> CombatLines.tell(b, e);
            case VitalsEvent.Rested e -> CombatLines.tell(b, e);
        };
    }

    static Line line(String text, battleledger.kernel.rules.Rule rule) {
        return new Line(text, rule == null ? null : rule.citation(), List.of());
    }

    /** A roll in words: {@code 1d20 (14) + 2 dex = 16}, with kept and dropped dice. */
    public static String show(Roll r) {
        StringBuilder b = new StringBuilder(r.expression());
        if (!r.dice().isEmpty()) {
            b.append(" (").append(join(r.dice()));
            if (!r.kept().equals(r.dice())) {
                b.append("; kept ").append(join(r.kept()));
            }
            b.append(')');
        } else if (!r.kept().isEmpty()) {
            b.append(" (maximum ").append(join(r.kept())).append(')');
        }
        for (Modifier m : r.modifiers()) {
            b.append(m.value() < 0 ? " − " : " + ").append(Math.abs(m.value())).append(' ').append(m.source());
        }
        b.append(" = ").append(r.total());
        if (r.against() != null) {
            b.append(" against ").append(r.against());
        }
        if (r.outcome() != null) {
            b.append(": ").append(r.outcome());
        }
        return b.toString();
    }

    static String join(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    static String name(Battle b, String id) {
        Combatant c = id == null ? null : b.combatant(id);
        return c == null ? String.valueOf(id) : c.stats().name();
    }

    /**
     * Those of {@code ids} who are hiding (001 › Exploration › Stealth › Benefits of Being Hidden: "your enemies don't
     * know where you are"): a line naming whose reach a mover left or entered would tell where they stand, so it names
     * them to the GM and to them alone ({@link Line#privy}).
     */
    static List<String> hiding(Battle b, List<String> ids) {
        return ids.stream().filter(id -> b.combatant(id) != null && b.combatant(id).stance().hiding() != null)
                .distinct().toList();
    }

    /** {@code ids} without {@code hidden}. */
    static List<String> without(List<String> ids, List<String> hidden) {
        return ids.stream().filter(id -> !hidden.contains(id)).toList();
    }

    static String names(Battle b, List<String> ids) {
        return ids.stream().map(id -> name(b, id)).collect(Collectors.joining(", "));
    }
}
