package battleledger.kernel.sequence;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.Submission;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SetupEvent.EncounterCreated;
import battleledger.kernel.golden.GoldenScenarios;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.rules.Rule;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.ScenarioFile;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The five worked examples of 002 › Sequences, each a scenario file under {@code scenarios/dusk/} (issue 10, item 7):
 * the kernel plays the file's commands, the rules refuse what the file says they refuse, and the narrated log is the
 * file's story, word for word. {@code DuskScenarioFilesHttpTest} plays the same files over HTTP. The facts of each
 * example's events are asserted one by one in {@link DuskExampleOneTest} and {@link DuskExamplesTest}.
 */
class DuskScenarioFilesTest {

    @Test
    @DisplayName("002 › Sequences › resolved in the reverse order: Timmon kills the hobgoblin, which cannot act, and "
            + "Teresa's magic missile is lost")
    void theFirstExampleIsToldAsTheTextTellsIt() {
        play("1-resolved-in-reverse-order.yaml", Dusk.REVERSE_ORDER, Dusk.BEGIN, Dusk.NO_ABANDONING);
    }

    @Test
    @DisplayName("002 › Sequences › can't change their minds about targets: sleight of mind turns the fireball cold, "
            + "Teresa cannot abandon it and Devon is badly hurt")
    void theSecondExampleIsToldAsTheTextTellsIt() {
        play("2-no-abandoning.yaml", Dusk.NO_ABANDONING, Dusk.BEGIN, Dusk.REVERSE_ORDER, Playtest.SAVING_THROWS,
                Playtest.DAMAGE_TYPE);
    }

    @Test
    @DisplayName("002 › Sequences › lowest rolled initiative declares first: Timmon declares first, and Teresa's "
            + "counterspell, declared last, goes off first")
    void theThirdExampleIsToldAsTheTextTellsIt() {
        play("3-lowest-initiative-declares-first.yaml", Dusk.LOWEST_INITIATIVE_FIRST, Dusk.REVERSE_ORDER);
    }

    @Test
    @DisplayName("002 › Sequences › spreads and emanations wait for the end: the deflection fails, the fireball "
            + "lands, then the silence takes hold")
    void theFourthExampleIsToldAsTheTextTellsIt() {
        play("4-emanations-wait.yaml", Dusk.EMANATIONS_WAIT, Dusk.REVERSE_ORDER, Dusk.LOWEST_INITIATIVE_FIRST,
                Playtest.SAVING_THROWS);
    }

    @Test
    @DisplayName("002 › Sequences › spells continue to trigger: the rift fires twice, the contingency teleports "
            + "Dranock at 19 and his own chain lightning roasts him")
    void theFifthExampleIsToldAsTheTextTellsIt() {
        play("5-spells-continue-to-trigger.yaml", Dusk.SPELLS_KEEP_TRIGGERING, Dusk.TRIGGERED_EFFECT, Dusk.REVERSE_ORDER,
                Dusk.LOWEST_INITIATIVE_FIRST, Playtest.SAVING_THROWS, Playtest.MAGIC);
    }

    /**
     * Plays a file on the kernel: it cites the rule it illustrates and the others it shows, every command is accepted,
     * every refusal comes as written, and the log is the story, line for line.
     */
    static void play(String name, Rule rule, Rule... also) {
        ScenarioFile file = ScenarioFile.read("scenarios/dusk/" + name);
        assertThat(file.rule()).as("the rule the file illustrates").isEqualTo(rule.citation());
        assertThat(file.also()).as("the other rules it shows")
                .containsExactlyElementsOf(java.util.Arrays.stream(also).map(Rule::citation).toList());
        file.story().stream().map(ScenarioFile.Part::passage).filter(java.util.Objects::nonNull)
                .forEach(words -> assertThat(file.passage()).as("a part quotes the passage").contains(words));
        EncounterDecider decider = new EncounterDecider();
        EncounterState state = decider.initialState();
        List<String> log = new ArrayList<>();
        List<Submission> all = new ArrayList<>();
        all.add(Submission.byGm(file.encounter()));
        all.addAll(file.commands());
        int tried = 0;
        for (int i = 0; i <= all.size(); i++) {
            int played = i - 1; // the file's commands played so far (the encounter's creation is none of them)
            for (ScenarioFile.Refusal r : file.refused()) {
                if (r.after() == played) {
                    EncounterState now = state;
                    RuleViolation refused = catchThrowableOfType(() -> decider.decide(now, r.command()),
                            RuleViolation.class);
                    assertThat(refused).as("%s is refused after command %d", r.command().command(), played)
                            .isNotNull();
                    assertThat(refused.code()).isEqualTo(r.code());
                    tried++;
                }
            }
            if (i == all.size()) {
                break;
            }
            List<EncounterEvent> events;
            try {
                events = decider.decide(state, all.get(i));
            } catch (RuleViolation v) {
                throw new AssertionError(name + ": command " + i + " (" + all.get(i).command().getClass()
                        .getSimpleName() + ") refused: " + v.code() + ": " + v.detail(), v);
            }
            GoldenScenarios.decided(events);
            for (EncounterEvent e : events) {
                log.add(asTheLogShowsIt(e, Narrator.narrate(state.battle(), e).text()));
                state = decider.evolve(state, e);
            }
        }
        assertThat(tried).as("every refusal of the file is tried").isEqualTo(file.refused().size());
        assertThat(log).as("the narrated log of %s, line for line:\n%s", name, String.join("\n", log))
                .containsExactlyElementsOf(file.log());
    }

    /**
     * A line as {@code GET /log} shows it: the service keeps the encounter's seed out of the text of its creation's
     * line (the seed is the GM's secret, shown only as the line's secret; issue 16).
     */
    static String asTheLogShowsIt(EncounterEvent e, String text) {
        return e instanceof EncounterCreated created ? text.replace(", seed " + created.seed(), "") : text;
    }
}
