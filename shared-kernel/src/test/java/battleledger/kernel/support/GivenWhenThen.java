package battleledger.kernel.support;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.golden.GoldenScenarios;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

/**
 * Kernel tests read {@code given(events).when(command).then(events)}: a history, one command, and the events it
 * must cause (or the rule violation it must raise).
 */
public final class GivenWhenThen {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    private final List<EncounterEvent> history;

    private GivenWhenThen(List<EncounterEvent> history) {
        this.history = List.copyOf(history);
    }

    public static GivenWhenThen given(List<? extends EncounterEvent> history) {
        return new GivenWhenThen(new ArrayList<>(history));
    }

    public static GivenWhenThen given(EncounterEvent... history) {
        return new GivenWhenThen(List.of(history));
    }

    public EncounterState state() {
        return DECIDER.fold(history);
    }

    public When when(EncounterCommand command) {
        return new When(this, Submission.byGm(command));
    }

    public When when(String by, EncounterCommand command) {
        return new When(this, new Submission(by, command));
    }

    /** The command, decided against the history. */
    public static final class When {
        private final GivenWhenThen given;
        private final Submission submission;

        When(GivenWhenThen given, Submission submission) {
            this.given = given;
            this.submission = submission;
        }

        public List<EncounterEvent> events() {
            try {
                List<EncounterEvent> events = DECIDER.decide(given.state(), submission);
                GoldenScenarios.decided(events);
                return events;
            } catch (RuleViolation v) {
                GoldenScenarios.refused(v);
                throw v;
            }
        }

        /** Asserts the command causes exactly these events, in this order. */
        public When then(EncounterEvent... expected) {
            assertThat(events()).containsExactly(expected);
            return this;
        }

        /** Asserts on the events the command causes. */
        public When then(Consumer<List<EncounterEvent>> check) {
            check.accept(events());
            return this;
        }

        /** Asserts on the state the history and the command's events leave. */
        public When thenState(Consumer<EncounterState> check) {
            EncounterState s = given.state();
            for (EncounterEvent e : events()) {
                s = DECIDER.evolve(s, e);
            }
            check.accept(s);
            return this;
        }

        /**
         * Asserts on the log lines of the command's events, each told against the battle as the events before it
         * left it (as the service's log tells them).
         */
        public When thenLines(Consumer<List<battleledger.kernel.narration.Line>> check) {
            EncounterState s = given.state();
            List<battleledger.kernel.narration.Line> lines = new ArrayList<>();
            for (EncounterEvent e : events()) {
                lines.add(battleledger.kernel.narration.Narrator.narrate(s.battle(), e));
                s = DECIDER.evolve(s, e);
            }
            check.accept(lines);
            return this;
        }

        /** Asserts the command is refused with this code, and so causes no event. */
        public RuleViolation thenRejectedWith(String code) {
            try {
                List<EncounterEvent> events = events();
                fail("expected the command to be refused with " + code + " but it caused " + events);
                return null;
            } catch (RuleViolation v) {
                assertThat(v.code()).as("violation code (%s)", v.getMessage()).isEqualTo(code);
                return v;
            }
        }

        public void thenRejected(Class<? extends Throwable> type) {
            assertThatThrownBy(this::events).isInstanceOf(type);
        }

        /** The history with this command's events appended, to continue a scenario. */
        public GivenWhenThen andThen() {
            List<EncounterEvent> more = new ArrayList<>(given.history);
            more.addAll(events());
            return new GivenWhenThen(more);
        }
    }

    public List<EncounterEvent> history() {
        return history;
    }
}
