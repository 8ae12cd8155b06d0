package battleledger.kernel.support;

import battleledger.kernel.event.IntentEvent;
import battleledger.kernel.model.Situation;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Where a battle differs from the rules is told as JSON an auditor can read, never as Java's record text. */
class RecordTextTest {

    @Test
    void anEventReadsAsJsonWithItsTypeAndWithoutItsAbsentFields() {
        IntentEvent.AttackDeclared e = new IntentEvent.AttackDeclared(5, "gm", "ann", "orc", "sword", null, false,
                new Situation(Situation.Cover.THREE_QUARTERS, 30, false));
        assertThat(RecordText.of(e)).isEqualTo("{\"type\":\"AttackDeclared\",\"step\":5,\"by\":\"gm\",\"actor\":\"ann\","
                + "\"target\":\"orc\",\"attack\":\"sword\",\"nonlethal\":false,\"situation\":{\"cover\":\"three-quarters\","
                + "\"distance\":30,\"unseen\":false}}");
    }

    @Test
    void listsMapsAndQuotesAreJsonToo() {
        assertThat(RecordText.of(List.of(1, "a\"b"))).isEqualTo("[1,\"a\\\"b\"]");
        assertThat(RecordText.of(Map.of("k", List.of()))).isEqualTo("{\"k\":[]}");
        assertThat(RecordText.of(null)).isEqualTo("null");
    }
}
