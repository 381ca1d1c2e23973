// Package consumers has a sarama claim loop that returns the error of an
// email it sends: the return ends the claim with the message unmarked,
// and Kafka delivers it again whatever the error says, so no change to
// the error would change what happens. unknownoutcome does not take the
// loop's function for the context: nothing is reported.
package consumers

import (
	"net/smtp"

	"github.com/IBM/sarama"
)

type Mailer struct{ auth smtp.Auth }

func (Mailer) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (Mailer) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (m Mailer) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if err := smtp.SendMail("smtp:25", m.auth, "billing@example.com", []string{string(msg.Key)}, msg.Value); err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}
