package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Who an attack may aim at (001 › Combat › Attack Basics). */
class AttackTargetsTest {

    @Test
    @DisplayName("001 › Combat › Attack Basics: a creature does not attack itself")
    void aCreatureCannotAttackItself() {
        Scene.of(Creature.named("ann").sword("1d8"), Creature.named("orc").side("orcs"))
                .when(new Attack("ann", "ann", "sword", null, false, null)).thenRejectedWith("self-target");
    }
}
