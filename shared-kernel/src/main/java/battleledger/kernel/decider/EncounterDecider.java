package battleledger.kernel.decider;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.Decider;
import battleledger.kernel.decision.DiceSources;
import battleledger.kernel.decision.Decision;
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
import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.KeyedDice;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Dispatch;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.ruleset.playtest.PlaytestRuleset;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The battle as a decider. It routes each command to the rule that decides it and folds events with
 * {@link EncounterEvolver}. Nothing here reads a clock, draws from {@code java.util.Random} or does I/O.
 */
public final class EncounterDecider implements Decider<EncounterState, Submission, EncounterEvent> {

    private static final Dispatch<Decision, EncounterCommand> ROUTES = new Dispatch<Decision, EncounterCommand>()
            .on(CreateEncounter.class, run(Setup::create))
            .on(AddCombatant.class, run(Initiative::addCombatant))
            .on(PlaceTerrain.class, run(Terrain::place))
            .on(StartCombat.class, run(Initiative::startCombat))
            .on(EndCombat.class, run(Rests::endCombat))
            .on(ShortRest.class, run(Rests::shortRest))
            .on(LongRest.class, run(Rests::longRest))
            .on(EndTurn.class, run(Turns::endTurn))
            .on(Attack.class, run(Attacks::attack))
            .on(CoupDeGrace.class, run(Attacks::coupDeGrace))
            .on(Disengage.class, run(Movement::disengage))
            .on(Move.class, run(Movement::move))
            .on(Dodge.class, run(Actions::dodge))
            .on(Help.class, run(Actions::help))
            .on(Hustle.class, run(Actions::hustle))
            .on(Improvise.class, run(Actions::improvise))
            .on(Ready.class, run(Actions::ready))
            .on(UseItem.class, run(Actions::useItem))
            .on(Hide.class, run(Stealth::hide))
            .on(Search.class, run(Stealth::search))
            .on(DeclareReaction.class, run(Answering::declare))
            .on(PassReaction.class, run(Reactions::pass))
            .on(ApplyCondition.class, run(Rulings::applyCondition))
            .on(RemoveCondition.class, run(Rulings::removeCondition))
            .on(GrantAdvantage.class, run(Rulings::grantAdvantage))
            .on(SetDifficulty.class, run(Rulings::setDifficulty))
            .on(CallForCheck.class, run(Rulings::callForCheck))
            .on(CallForSave.class, run(Rulings::callForSave))
            .on(CallForContest.class, run(Rulings::callForContest))
            .on(CastSpell.class, run(Spellcasting::cast))
            .on(IdentifySpell.class, run(Identification::identify))
            .on(EndSpell.class, run(Identification::endSpell))
            .on(OverrideRoll.class, run(Overriding::overrideRoll))
            .on(Undo.class, run(Undoing::undo))
            .on(Redo.class, run(Undoing::redo))
            .on(RevokeRuling.class, run(Revoking::revoke))
            .on(battleledger.kernel.command.ExplorationCommand.PassTime.class,
                    run(battleledger.kernel.exploration.GameClock::passTime))
            .on(battleledger.kernel.command.DiceCommand.SubmitRoll.class,
                    run(battleledger.kernel.timeline.ManualRolls::submit))
            .on(battleledger.kernel.command.IntentCommand.Traverse.class,
                    run(battleledger.kernel.combat.Traversing::traverse))
            .on(battleledger.kernel.command.IntentCommand.MakeNoise.class, run(battleledger.kernel.combat.Noise::makeNoise))
            .on(battleledger.kernel.command.RulingCommand.RuleSight.class,
                    run(battleledger.kernel.gm.SightRulings::ruleSight))
            .on(battleledger.kernel.command.RulingCommand.RuleMishap.class,
                    run(battleledger.kernel.gm.MishapRulings::ruleMishap));

    /** The rulesets that play encounters; a ruleset named but not here cannot be played yet (DESIGN.md, Rulesets). */
    private static final Map<RulesetId, Ruleset> RULESETS = Map.of(RulesetId.PLAYTEST, PlaytestRuleset.INSTANCE,
            RulesetId.DRAGONBANE, battleledger.kernel.ruleset.dragonbane.DragonbaneRuleset.INSTANCE);

    private static <C extends EncounterCommand> java.util.function.BiFunction<Decision, C, Decision> run(
            BiConsumer<Decision, C> rule) {
        return (d, c) -> {
            rule.accept(d, c);
            return d;
        };
    }

    @Override
    public EncounterState initialState() {
        return EncounterState.INITIAL;
    }

    @Override
    public List<EncounterEvent> decide(EncounterState state, Submission submission) {
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
            battleledger.kernel.timeline.ManualRolls.refuseWhileWaiting(state, command);
        }
        try {
            route(decision, command);
        } catch (battleledger.kernel.dice.AwaitingDice waiting) { // manual dice: accepted, waiting for the roll
            return List.of(battleledger.kernel.timeline.ManualRolls.waits(step, submission, waiting));
        }
        decision.checkEveryDieRecorded();
        return decision.events();
    }

    @Override
    public EncounterState evolve(EncounterState state, EncounterEvent event) {
        return EncounterEvolver.evolve(state, event);
    }

    static void route(Decision decision, EncounterCommand command) {
        if (!ROUTES.handles(command.getClass())) {
            throw new IllegalStateException("no rule decides " + command.getClass().getSimpleName());
        }
        ROUTES.apply(decision, command);
        Procedure.afterRule(decision, command instanceof TimelineCommand
                || command instanceof battleledger.kernel.command.DiceCommand.SubmitRoll);
    }

    /** The command types this decider routes; a test checks it is every command there is. */
    public static Set<Class<?>> routedCommands() {
        return ROUTES.handled();
    }
}
