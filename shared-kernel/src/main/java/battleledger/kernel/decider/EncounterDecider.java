package battleledger.kernel.decider;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.Decider;
import battleledger.kernel.decision.DiceSources;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.combat.Initiative;
import battleledger.kernel.combat.Turns;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.combat.Actions;
import battleledger.kernel.combat.Attacks;
import battleledger.kernel.combat.Movement;
import battleledger.kernel.combat.Reactions;
import battleledger.kernel.combat.Stealth;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndSpell;
import battleledger.kernel.command.IntentCommand.IdentifySpell;
import battleledger.kernel.command.TimelineCommand;
import battleledger.kernel.spell.Identification;
import battleledger.kernel.spell.Spellcasting;
import battleledger.kernel.sequence.Answering;
import battleledger.kernel.sequence.Procedure;
import battleledger.kernel.command.IntentCommand.CoupDeGrace;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.Disengage;
import battleledger.kernel.command.IntentCommand.Dodge;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Help;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.Hustle;
import battleledger.kernel.command.IntentCommand.Improvise;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.IntentCommand.Search;
import battleledger.kernel.command.IntentCommand.UseItem;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.CallForContest;
import battleledger.kernel.command.RulingCommand.CallForSave;
import battleledger.kernel.command.RulingCommand.GrantAdvantage;
import battleledger.kernel.command.RulingCommand.RemoveCondition;
import battleledger.kernel.command.RulingCommand.SetDifficulty;
import battleledger.kernel.command.SetupCommand.EndCombat;
import battleledger.kernel.command.SetupCommand.LongRest;
import battleledger.kernel.command.SetupCommand.PlaceTerrain;
import battleledger.kernel.setup.Terrain;
import battleledger.kernel.command.SetupCommand.ShortRest;
import battleledger.kernel.gm.Rulings;
import battleledger.kernel.exploration.LongRests;
import battleledger.kernel.exploration.Rests;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.Submission;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.timeline.Overriding;
import battleledger.kernel.timeline.Revoking;
import battleledger.kernel.timeline.Undoing;
import battleledger.kernel.command.DiceCommand.SubmitRoll;
import battleledger.kernel.command.ExplorationCommand.PassTime;
import battleledger.kernel.command.IntentCommand.MakeNoise;
import battleledger.kernel.command.IntentCommand.Traverse;
import battleledger.kernel.command.RulingCommand.RuleSight;
import battleledger.kernel.combat.Noise;
import battleledger.kernel.combat.Traversing;
import battleledger.kernel.exploration.GameClock;
import battleledger.kernel.gm.SightRulings;
import battleledger.kernel.timeline.ManualRolls;
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.KeyedDice;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.ruleset.playtest.PlaytestRuleset;

import java.util.List;
import java.util.Map;

/**
 * The battle as a decider. It routes each command to the rule that decides it and folds events with
 * {@link EncounterEvolver}. Nothing here reads a clock, draws from {@code java.util.Random} or does I/O.
 */
public final class EncounterDecider implements Decider<EncounterState, Submission, EncounterEvent> {

    /** The rulesets that play encounters; a ruleset named but not here cannot be played yet (DESIGN.md, Rulesets). */
    private static final Map<RulesetId, Ruleset> RULESETS = Map.of(RulesetId.PLAYTEST, PlaytestRuleset.INSTANCE,
            RulesetId.DRAGONBANE, battleledger.kernel.ruleset.dragonbane.DragonbaneRuleset.INSTANCE);

    /**
     * The options a new encounter is created with: as asked, and the ruleset's round length when none is asked. The
     * edge that creates an encounter settles them, so that its stored command holds the number: an encounter stored
     * before the option existed has none, counts 6 s, and is decided again the same way.
     */
    public static battleledger.kernel.model.EncounterOptions forNewEncounter(RulesetId id,
            battleledger.kernel.model.EncounterOptions asked) {
        battleledger.kernel.model.EncounterOptions o = asked == null
                ? battleledger.kernel.model.EncounterOptions.defaults() : asked;
        Ruleset r = RULESETS.get(id == null ? RulesetId.PLAYTEST : id);
        return o.roundSeconds() != null || r == null ? o : o.withRoundSeconds(r.roundSeconds());
    }

    @Override
    public EncounterState initialState() {
        return EncounterState.INITIAL;
    }

    @Override
    public List<EncounterEvent> decide(EncounterState state, Submission submission) {
        return decideFolded(state, submission).events();
    }

    /**
     * What {@link #decide} decides, with the state each event leaves: the loop folds every event as it plays it
     * (only it folds), so a caller that folds the events next (the aggregate) can take these states instead of
     * folding them again (issue 18: a deep revision's kept steps were folded three times on the command's path).
     * {@code states().get(i)} is {@code evolve} of the events up to and including {@code i}, on {@code state}.
     */
    public Folded decideFolded(EncounterState state, Submission submission) {
        EncounterCommand command = submission.command();
        if (command == null) {
            throw RuleViolation.invalid("missing-command", "no command given");
        }
        boolean creating = command instanceof CreateEncounter;
        if (!state.exists() && !creating) {
            throw RuleViolation.notFound("unknown-encounter", "the encounter does not exist");
        }
        if (state.exists() && creating) {
            throw RuleViolation.conflict("encounter-exists", null, "the encounter already exists");
        }
        int step = state.nextStep();
        Dice dice = state.exists() ? DiceSources.of(state, step)
                : new KeyedDice(((CreateEncounter) command).seed(), step);
        RulesetId named = state.exists() ? state.encounter().ruleset() : ((CreateEncounter) command).ruleset();
        Decision decision = new Decision(state, submission, step, dice, EncounterDecider::route, named == null ? null : RULESETS.get(named));
        if (state.exists()) {
            battleledger.kernel.timeline.ManualRolls.refuseWhileWaiting(state, submission);
        }
        try {
            route(decision, command);
        } catch (battleledger.kernel.dice.AwaitingDice waiting) { // manual dice: accepted, waiting for the roll
            EncounterEvent waits = battleledger.kernel.timeline.ManualRolls.waits(step, submission, waiting);
            return new Folded(List.of(waits), List.of(evolve(state, waits)));
        }
        decision.checkEveryDieRecorded();
        return new Folded(decision.events(), decision.states());
    }

    /** A command's events, and the state after each of them. */
    public record Folded(List<EncounterEvent> events, List<EncounterState> states) {
        public Folded {
            events = List.copyOf(events);
            states = List.copyOf(states);
            if (events.size() != states.size()) {
                throw new IllegalArgumentException(events.size() + " events but " + states.size() + " states");
            }
        }
    }

    @Override
    public EncounterState evolve(EncounterState state, EncounterEvent event) {
        return EncounterEvolver.evolve(state, event);
    }

    /**
     * One step of the loop (issue 10, items 1 and 2): the command's rule decides on the facts and its outcome is
     * played (folded, event by event); a ritual's time passes; what the rule left owed is played by the sequence
     * engine ({@link Procedure}); a strenuous act ends a long rest. Only the loop folds: every rule reads
     * {@link Facts} and returns an {@link Outcome}.
     */
    static void route(Decision loop, EncounterCommand command) {
        int from = loop.battle().time().resting().isEmpty() ? -1 : loop.events().size();
        int before = loop.events().size();
        loop.play(rule(loop.facts(), command));
        if (command instanceof CastSpell) {
            // a ritual's stretch or shift has passed (004)
            loop.play(GameClock.afterRituals(loop.facts(), loop.events().subList(before, loop.events().size())));
        }
        loop.play(Procedure.afterRule(loop.facts(), loop.takeOwed(), command instanceof TimelineCommand
                || command instanceof battleledger.kernel.command.DiceCommand.SubmitRoll));
        if (from >= 0 && !(command instanceof TimelineCommand)) {
            List<EncounterEvent> done = loop.events().subList(from, loop.events().size());
            // a strenuous act ends a long rest (001 › Resting › Long Rest)
            loop.play(LongRests.interruptedBy(loop.facts(), done));
        }
    }

    /**
     * Each command goes to the rule that decides it: a sealed {@code switch} with no {@code default}, so a command
     * type that no rule decides does not compile (issue 10, item 5).
     */
    static Outcome rule(Facts f, EncounterCommand command) {
        return switch (command) {
            case CreateEncounter c -> Setup.create(f, c);
            case AddCombatant c -> Initiative.addCombatant(f, c);
            case PlaceTerrain c -> Terrain.place(f, c);
            case StartCombat c -> Initiative.startCombat(f, c);
            case EndCombat c -> Rests.endCombat(f, c);
            case ShortRest c -> Rests.shortRest(f, c);
            case LongRest c -> Rests.longRest(f, c);
            case battleledger.kernel.command.SetupCommand.BeginLongRest c -> LongRests.begin(f, c);
            case EndTurn c -> Turns.endTurn(f, c);
            case Attack c -> Attacks.attack(f, c);
            case CoupDeGrace c -> Attacks.coupDeGrace(f, c);
            case Disengage c -> Movement.disengage(f, c);
            case Move c -> Movement.move(f, c);
            case Dodge c -> Actions.dodge(f, c);
            case Help c -> Actions.help(f, c);
            case Hustle c -> Actions.hustle(f, c);
            case Improvise c -> Actions.improvise(f, c);
            case Ready c -> Actions.ready(f, c);
            case UseItem c -> Actions.useItem(f, c);
            case Hide c -> Stealth.hide(f, c);
            case Search c -> Stealth.search(f, c);
            case DeclareReaction c -> Answering.declare(f, c);
            case PassReaction c -> Reactions.pass(f, c);
            case ApplyCondition c -> Rulings.applyCondition(f, c);
            case RemoveCondition c -> Rulings.removeCondition(f, c);
            case GrantAdvantage c -> Rulings.grantAdvantage(f, c);
            case SetDifficulty c -> Rulings.setDifficulty(f, c);
            case CallForCheck c -> Rulings.callForCheck(f, c);
            case CallForSave c -> Rulings.callForSave(f, c);
            case CallForContest c -> Rulings.callForContest(f, c);
            case CastSpell c -> Spellcasting.cast(f, c);
            case IdentifySpell c -> Identification.identify(f, c);
            case EndSpell c -> Identification.endSpell(f, c);
            case OverrideRoll c -> Overriding.overrideRoll(f, c);
            case Undo c -> Undoing.undo(f, c);
            case Redo c -> Undoing.redo(f, c);
            case RevokeRuling c -> Revoking.revoke(f, c);
            case PassTime c -> GameClock.passTime(f, c);
            case SubmitRoll c -> ManualRolls.submit(f, c);
            case Traverse c -> Traversing.traverse(f, c);
            case MakeNoise c -> Noise.makeNoise(f, c);
            case battleledger.kernel.command.IntentCommand.DropItem c -> battleledger.kernel.combat.Hands.drop(f, c);
            case battleledger.kernel.command.IntentCommand.PickUpItem c -> battleledger.kernel.combat.Hands.pickUp(f, c);
            case RuleSight c -> SightRulings.ruleSight(f, c);
            case battleledger.kernel.command.IntentCommand.Defend c -> battleledger.kernel.combat.Defences.defend(f, c);
            case battleledger.kernel.command.IntentCommand.PushRoll c -> push(f, c);
            case battleledger.kernel.command.RulingCommand.RuleFall c -> battleledger.kernel.gm.FallRulings.ruleFall(f, c);
            case battleledger.kernel.command.RulingCommand.RuleMishap c -> battleledger.kernel.gm.MishapRulings.ruleMishap(f, c);
            case battleledger.kernel.command.IntentCommand.PrepareSpells c -> battleledger.kernel.exploration.MageStudies.prepare(f, c);
            case battleledger.kernel.command.RulingCommand.LoseGrimoire c -> battleledger.kernel.exploration.MageStudies.loseGrimoire(f, c);
            case battleledger.kernel.command.RulingCommand.GainGrimoire c -> battleledger.kernel.exploration.MageStudies.gainGrimoire(f, c);
            case battleledger.kernel.command.IntentCommand.RecordSpells c -> battleledger.kernel.exploration.MageStudies.record(f, c);
            case battleledger.kernel.command.RulingCommand.DisturbConcentration c -> battleledger.kernel.exploration.MageStudies.disturb(f, c);
        };
    }

    /** A pushed roll: a failed Dragonbane cast's (004 › Rolling a Demon, pushing), else any roll's (Pushes). */
    private static Outcome push(Facts f, battleledger.kernel.command.IntentCommand.PushRoll c) {
        Outcome cast = battleledger.kernel.spell.WillpowerPushes.push(f, c);
        return cast != null ? cast : battleledger.kernel.combat.Pushes.push(f, c);
    }
}
