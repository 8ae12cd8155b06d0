package battleledger.ledger.cli;

import battleledger.kernel.RuleViolation;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The CLI's scenario files are read as strictly as the API reads a body: a key given twice is refused. */
class ScenarioFileTest {

    private static final String ENCOUNTER = "\"encounter\":{\"id\":\"ford\",\"seed\":7}";

    @Test
    void aScenarioWithNoKeyGivenTwiceIsRead() {
        Scenario s = Scenario.parse("{" + ENCOUNTER + ",\"commands\":[{\"type\":\"StartCombat\"}]}", false);
        assertThat(s.create().id()).isEqualTo("ford");
        assertThat(s.commandJson()).hasSize(1);
    }

    @Test
    void aCommandThatGivesItsTypeTwiceIsRefusedNotPlayedAsTheLastOne() {
        assertThatThrownBy(() -> Scenario.parse("{" + ENCOUNTER + ",\"commands\":[{\"type\":\"Attack\","
                + "\"type\":\"EndTurn\",\"actor\":\"ann\"}]}", false))
                .isInstanceOfSatisfying(RuleViolation.class, v -> {
                    assertThat(v.code()).isEqualTo("duplicate-key");
                    assertThat(v.detail()).contains("commands[0]").contains("\"type\"");
                });
    }

    @Test
    void aYamlScenarioThatGivesTheSeedTwiceIsRefused() {
        String yaml = "encounter:\n  id: ford\n  seed: 7\n  seed: 8\ncommands: []\n";
        assertThatThrownBy(() -> Scenario.parse(yaml, true))
                .isInstanceOfSatisfying(RuleViolation.class, v -> {
                    assertThat(v.code()).isEqualTo("duplicate-key");
                    assertThat(v.detail()).contains("encounter").contains("\"seed\"");
                });
    }
}
