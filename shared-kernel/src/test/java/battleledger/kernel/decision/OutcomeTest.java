package battleledger.kernel.decision;

import battleledger.kernel.command.SetupCommand.EndCombat;
import battleledger.kernel.command.Submission;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.StanceEvent.ConditionApplied;
import battleledger.kernel.model.Condition;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.ruleset.playtest.PlaytestRuleset;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Fixtures;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Rules read {@link Facts} and return an {@link Outcome}; only the loop ({@link Decision#play}) folds (issue 10, item
 * 2). What the loop promises the rules: the parts of an outcome happen in the order they are written, a next rule
 * reads the battle as everything before it left it, and nothing is drawn or read before the loop gets there.
 */
class OutcomeTest {

    private final EncounterState state = new EncounterDecider().fold(Fixtures.history(
            Fixtures.encounter(null), Fixtures.add(Fixtures.creature("ana", "party", 12))));
    private final int step = state.nextStep();
    private final Decision loop = new Decision(state, Submission.byGm(new EndCombat()), step,
            DiceSources.of(state, step), (d, c) -> { }, PlaytestRuleset.INSTANCE);

    /** Every step opens with the event that accepts its command (here the GM's ruling the test stands for). */
    private final battleledger.kernel.event.RulingEvent.ConditionRuled opening =
            new battleledger.kernel.event.RulingEvent.ConditionRuled(step, Submission.GM, "ana", Condition.CHARMED,
                    "test", true);

    @org.junit.jupiter.api.BeforeEach
    void openTheStep() {
        loop.play(Outcome.of(opening));
    }

    private List<EncounterEvent> afterOpening() {
        return loop.events().subList(1, loop.events().size());
    }

    private ConditionApplied applied(Condition c) {
        return new ConditionApplied(step, "ana", c, "test", "because");
    }

    @Test
    void aNextRuleReadsTheBattleAsTheEventsBeforeItLeftIt() {
        assertThat(loop.state().battle().combatant("ana").has(Condition.BLINDED)).isFalse();

        loop.play(Outcome.of(applied(Condition.BLINDED)).then(f -> f.battle().combatant("ana").has(Condition.BLINDED)
                ? Outcome.of(applied(Condition.FRIGHTENED)) : Outcome.none()));

        assertThat(afterOpening()).containsExactly(applied(Condition.BLINDED), applied(Condition.FRIGHTENED));
        assertThat(loop.state().battle().combatant("ana").has(Condition.FRIGHTENED)).isTrue();
    }

    @Test
    void thePartsHappenInTheOrderTheyAreWrittenANextRulesOutcomeInItsPlace() {
        loop.play(Outcome.of(applied(Condition.PRONE))
                .then(f -> Outcome.of(applied(Condition.FRIGHTENED)).then(g -> Outcome.of(applied(Condition.BLINDED))))
                .and(applied(Condition.DEAFENED)));

        assertThat(afterOpening()).extracting(e -> ((ConditionApplied) e).condition())
                .containsExactly(Condition.PRONE, Condition.FRIGHTENED, Condition.BLINDED, Condition.DEAFENED);
    }

    @Test
    void buildingAnOutcomeDrawsNoDieTheLoopDrawsItWhenItGetsThere() {
        Outcome rolling = Outcome.next(f -> {
            f.roll("ana", "a test", DiceExpression.of(1, 20), List.of(), Playtest.CHECKS);
            return Outcome.none();
        });
        assertThat(loop.drawn()).isZero();

        loop.play(rolling);

        assertThat(loop.drawn()).isEqualTo(1);
    }

    @Test
    void eachItemIsDecidedOnTheBattleTheItemsBeforeItLeft() {
        loop.play(Outcome.each(List.of(Condition.PRONE, Condition.PRONE, Condition.FRIGHTENED), (f, c) ->
                f.battle().combatant("ana").has(c) ? Outcome.none() : Outcome.of(applied(c))));

        assertThat(afterOpening()).containsExactly(applied(Condition.PRONE), applied(Condition.FRIGHTENED));
    }

    @Test
    void anOutcomeOfManyPartsIsPlayedInALoopNotARecursion() {
        // a revision of a long battle hands the loop thousands of events at once (Redecider)
        Outcome many = Outcome.none();
        for (int i = 0; i < 50_000; i++) {
            many = many.and(applied(i % 2 == 0 ? Condition.PRONE : Condition.DEAFENED));
        }

        loop.play(many);

        assertThat(afterOpening()).hasSize(50_000);
    }

    @Test
    void aRuleLeavesAtMostOneThingOwed() {
        Outcome twice = Outcome.none().owe(new Owed.ReactionAnswered()).owe(new Owed.TurnBegun("ana"));

        assertThatThrownBy(() -> loop.play(twice)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("a rule owes one thing");
    }

    @Test
    void whatARuleLeavesOwedIsKeptForTheSequenceEngine() {
        loop.play(Outcome.of(applied(Condition.PRONE)).owe(new Owed.TurnBegun("ana")));

        assertThat(loop.takeOwed()).isEqualTo(new Owed.TurnBegun("ana"));
        assertThat(afterOpening()).hasSize(1).allMatch(EncounterEvent.class::isInstance);
    }
}
