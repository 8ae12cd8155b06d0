package battleledger.ledger.json;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.IntentEvent.Dodged;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 18 (memory): the events read back from the store, and the commands read from a request, share their short
 * strings, so that a battle folded from them holds one copy of each combatant's id rather than one per event.
 */
class SharedStringsTest {

    private static final ObjectMapper JSON = KernelJson.newMapper();

    @Test
    @DisplayName("two events read back name their combatant with the very same string")
    void twoEventsReadBackNameTheirCombatantWithTheVerySameString() throws Exception {
        TurnEnded ended = (TurnEnded) JSON.readValue(
                "{\"type\":\"TurnEnded\",\"step\":7,\"by\":\"gm\",\"actor\":\"ann\"}", EncounterEvent.class);
        Dodged dodged = (Dodged) JSON.readValue(
                "{\"type\":\"Dodged\",\"step\":8,\"by\":\"gm\",\"actor\":\"ann\"}", EncounterEvent.class);

        assertThat(ended.actor()).isEqualTo("ann").isSameAs(dodged.actor());
        assertThat(ended.by()).isSameAs(dodged.by());
    }

    @Test
    @DisplayName("a list of strings is read through the same sharing, and a command from a request too")
    void aListOfStringsAndACommandShareTheirStringsToo() throws Exception {
        InitiativeOrderSet order = (InitiativeOrderSet) JSON.readValue(
                "{\"type\":\"InitiativeOrderSet\",\"step\":5,\"order\":[\"cal\",\"ann\",\"bob\"]}",
                EncounterEvent.class);
        EndTurn end = (EndTurn) JSON.readValue("{\"type\":\"EndTurn\",\"actor\":\"cal\"}", EncounterCommand.class);

        assertThat(order.order()).containsExactly("cal", "ann", "bob");
        assertThat(order.order().get(0)).isSameAs(end.actor());
    }

    @Test
    @DisplayName("a text longer than 40 characters is kept as it was read, not shared")
    void aLongTextIsKeptAsRead() throws Exception {
        String id = "a-combatant-with-a-name-well-over-forty-characters";
        String json = "{\"type\":\"EndTurn\",\"actor\":\"" + id + "\"}";
        EndTurn first = (EndTurn) JSON.readValue(json, EncounterCommand.class);
        EndTurn second = (EndTurn) JSON.readValue(json, EncounterCommand.class);

        assertThat(first.actor()).isEqualTo(id).isNotSameAs(second.actor());
    }

    @Test
    @DisplayName("what Jackson refuses for a string it still refuses, and a number is still read as its text")
    void whatJacksonRefusesItStillRefuses() throws Exception {
        assertThatThrownBy(() -> JSON.readValue("{\"type\":\"EndTurn\",\"actor\":{\"id\":\"ann\"}}",
                EncounterCommand.class)).isInstanceOf(MismatchedInputException.class);
        EndTurn numbered = (EndTurn) JSON.readValue("{\"type\":\"EndTurn\",\"actor\":7}", EncounterCommand.class);
        assertThat(numbered.actor()).isEqualTo("7");
    }
}
